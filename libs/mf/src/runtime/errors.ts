import { REMOTES, type RemoteName } from '../route-table';

/**
 * Every platform-level failure has a stable code and a human message (CONVENTIONS: one error
 * table, module-federation/core style). Codes never change meaning; add new ones at the end.
 */
export const MF_ERRORS = {
  'BS-MF-001': {
    summary: 'remote unreachable',
    message: (what: string) => `${what} could not be loaded. Check your connection and try again.`,
  },
  'BS-MF-002': {
    summary: 'remote timed out',
    message: (what: string) => `${what} is taking too long to load. Check your connection and try again.`,
  },
  'BS-MF-003': {
    summary: 'remote crashed while rendering',
    message: (what: string) =>
      `${what} ran into a problem and could not be shown. Try again; if it keeps happening, contact support.`,
  },
  'BS-MF-004': {
    summary: 'manifest unavailable',
    message: (what: string) =>
      `${what} could not be loaded because the store's module list (remotes.json) is unavailable. Try again in a moment.`,
  },
  'BS-MF-005': {
    summary: 'remote not in manifest',
    message: (what: string) => `${what} is not available in this deployment.`,
  },
  'BS-MF-006': {
    summary: 'contract mismatch',
    message: (what: string) =>
      `${what} is not compatible with this version of the store. Reload the page to get the latest version.`,
  },
} as const;
export type MfErrorCode = keyof typeof MF_ERRORS;

/** A failure of the federation layer, carrying its code and the remote it concerns. */
export class RemoteLoadError extends Error {
  readonly code: MfErrorCode;
  readonly remote: RemoteName | null;
  constructor(code: MfErrorCode, remote: RemoteName | null, detail?: string, options?: { cause?: unknown }) {
    super(
      `${code} ${MF_ERRORS[code].summary}${remote ? ` (${remote})` : ''}${detail ? `: ${detail}` : ''}`,
      options,
    );
    this.name = 'RemoteLoadError';
    this.code = code;
    this.remote = remote;
  }
}

/** The code of any error thrown while loading or rendering a remote. */
export function errorCodeOf(error: unknown, phase: 'load' | 'render'): MfErrorCode {
  if (error instanceof RemoteLoadError) return error.code;
  return phase === 'render' ? 'BS-MF-003' : 'BS-MF-001';
}

/** The sentence shown to a person, e.g. "The cart could not be loaded. Check your connection and try again." */
export function humanMessage(code: MfErrorCode, remote: RemoteName | null): string {
  return MF_ERRORS[code].message(remote ? REMOTES[remote].label : 'This part of the store');
}
