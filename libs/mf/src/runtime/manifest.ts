import { REMOTES, isRemoteName, type RemoteName } from '../route-table';
import { RemoteLoadError } from './errors';
import { MANIFEST_TIMEOUT_MS } from './timeouts';

/** remotes.json: each remote's mf-manifest.json URL, per environment (ADR 0001). */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export const DEFAULT_MANIFEST_URL = '/remotes.json';

/**
 * Validates remotes.json and resolves relative URLs against the page. Unknown names are ignored
 * (a newer manifest may list remotes this shell does not route to yet); a remote without a usable
 * URL is left out, so only that remote fails (BS-MF-005) and the others keep working.
 */
export function parseRemotesManifest(json: unknown, base: string): RemotesManifest {
  if (json == null || typeof json !== 'object' || Array.isArray(json)) {
    throw new RemoteLoadError(
      'BS-MF-004',
      null,
      'remotes.json is not an object of remote name to manifest URL',
    );
  }
  const out: RemotesManifest = {};
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    if (!isRemoteName(name) || typeof value !== 'string' || !value.trim()) continue;
    try {
      out[name] = new URL(value, base).href;
    } catch {
      // An unparsable URL only disables that remote.
    }
  }
  return out;
}

/** Fetches remotes.json, never from a cache (it changes on every deploy), with a timeout. */
export async function fetchRemotesManifest(
  url: string = DEFAULT_MANIFEST_URL,
  timeoutMs = MANIFEST_TIMEOUT_MS,
): Promise<RemotesManifest> {
  const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  let response: Response;
  try {
    response = await fetch(new URL(url, base).href, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new RemoteLoadError('BS-MF-004', null, `could not fetch ${url}`, { cause });
  }
  if (!response.ok) throw new RemoteLoadError('BS-MF-004', null, `${url} answered ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new RemoteLoadError('BS-MF-004', null, `${url} is not JSON`, { cause });
  }
  return parseRemotesManifest(json, response.url || new URL(url, base).href);
}

/** Remote names listed in the manifest, in the route table's order. */
export const listedRemotes = (manifest: RemotesManifest): RemoteName[] =>
  (Object.keys(REMOTES) as RemoteName[]).filter((r) => manifest[r]);
