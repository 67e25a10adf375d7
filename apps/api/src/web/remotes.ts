import { readFileSync } from 'node:fs';

/** Manifest key -> folder under apps/ (keys use underscores, folders hyphens). */
export const REMOTE_DIRS = {
  shop: 'shop',
  cart_quote: 'cart-quote',
  enrollment_wizard: 'enrollment-wizard',
  member_admin: 'member-admin',
  platform_admin: 'platform-admin',
} as const;

export type RemotesManifest = Record<string, string>;

export const defaultManifest = (): RemotesManifest =>
  Object.fromEntries(
    Object.entries(REMOTE_DIRS).map(([key, dir]) => [key, `/remotes/${dir}/mf-manifest.json`]),
  );

export function parseManifest(text: string, source: string): RemotesManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${source} must be a JSON object of remote name -> URL`);
  for (const [key, url] of Object.entries(value)) {
    if (typeof url !== 'string' || !/^(https?:\/\/|\/)/.test(url))
      throw new Error(`${source}: "${key}" must be an http(s) URL or a root-relative path`);
  }
  return value as RemotesManifest;
}

/**
 * The per-environment manifest: REMOTES_JSON, else REMOTES_FILE (re-read on every request so a
 * redeployed remote needs no restart), else same-origin defaults.
 */
export function remotesSource(opts: { remotesJson?: string; remotesFile?: string }): () => RemotesManifest {
  if (opts.remotesJson) {
    const fixed = { ...defaultManifest(), ...parseManifest(opts.remotesJson, 'REMOTES_JSON') };
    return () => fixed;
  }
  if (opts.remotesFile) {
    const file = opts.remotesFile;
    parseManifest(readFileSync(file, 'utf8'), file); // fail fast at start-up on a broken file
    return () => ({ ...defaultManifest(), ...parseManifest(readFileSync(file, 'utf8'), file) });
  }
  const fixed = defaultManifest();
  return () => fixed;
}

/** The distinct foreign origins of the manifest's URLs and of the builds a page may fall back to (for the CSP). */
export function remoteOrigins(
  manifest: RemotesManifest,
  releases: Record<string, { fallbacks: { url: string }[] }> = {},
): string[] {
  const origins = new Set<string>();
  const urls = [
    ...Object.values(manifest),
    ...Object.values(releases).flatMap((r) => r.fallbacks.map((f) => f.url)),
  ];
  for (const url of urls) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}
