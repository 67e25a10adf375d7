/**
 * The SRI hashes the page names for a release's first files (ADR 0028): mf-manifest.json and the
 * remote entry, by URL. The runtime plugin hands them to the browser (fetch's `integrity`, the
 * script's `integrity` attribute), which refuses bytes that differ from what was published; the
 * load then fails like a missing file and the shell falls back to the last good build.
 */
const expected = new Map<string, string>();

const base = () => globalThis.location?.href ?? 'http://localhost/';

/** A URL without its query (the retry marker) or fragment: the key a file is known by. */
function keyOf(url: string): string {
  try {
    const u = new URL(url, base());
    u.search = '';
    u.hash = '';
    return u.href;
  } catch {
    return url;
  }
}

/** The build whose manifest is at `manifestUrl` has these hashes, by path beside the manifest. */
export function expectIntegrity(manifestUrl: string, integrity: Record<string, string> | undefined): void {
  if (!integrity || typeof integrity !== 'object') return;
  const folder = new URL(manifestUrl, base());
  for (const [file, sri] of Object.entries(integrity))
    if (typeof sri === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(sri))
      expected.set(keyOf(new URL(file, folder).href), sri);
}

/** The SRI hash a file must match, or undefined when the page names none (environment builds). */
export const integrityOf = (url: string): string | undefined => expected.get(keyOf(url));

/**
 * Fetches a build's hashed files other than its manifest (the remote entry) with their hashes
 * before the runtime sees the build: the runtime starts the exposed module's chunks beside the
 * entry, and a chunk of a refused build that ran would stay in the remote's chunk registry and
 * be picked up by the build the shell falls back to. Throws when a file is missing or differs.
 * The script load that follows revalidates the same no-cache file (304) and checks it again.
 */
export async function verifyBuildFiles(manifestUrl: string, integrity: Record<string, string> | undefined) {
  if (!integrity || typeof integrity !== 'object') return;
  const folder = new URL(manifestUrl, base());
  for (const [file, sri] of Object.entries(integrity)) {
    if (file === 'mf-manifest.json' || typeof sri !== 'string') continue;
    const url = new URL(file, folder).href;
    const res = await fetch(url, { integrity: sri, cache: 'no-cache', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
  }
}

/** Forget every hash (tests). */
export function resetIntegrity(): void {
  expected.clear();
}
