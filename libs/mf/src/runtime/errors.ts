import { t } from '../i18n/messages';
import type { RemoteName } from '../route-table';

/**
 * Every platform-level failure has a stable code and a human message (libs/mf/src/i18n, by code; CONVENTIONS: one error
 * table, module-federation/core style). Codes never change meaning; add new ones at the end.
 */
export const MF_ERRORS = {
  'BS-MF-001': {
    summary: 'remote unreachable',
  },
  'BS-MF-002': {
    summary: 'remote timed out',
  },
  'BS-MF-003': {
    summary: 'remote crashed while rendering',
  },
  'BS-MF-004': {
    summary: 'manifest unavailable',
  },
  'BS-MF-005': {
    summary: 'remote not in manifest',
  },
  'BS-MF-006': {
    summary: 'contract mismatch',
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
  return t(`error.${code}`, { what: remote ? t(`remote.${remote}.label`) : t('remote.unknown') });
}
