import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The files of a release in the remotes store (ADR 0018, 0028): `<store>/<remote>/<version>/`.
 * The digest is the SHA-256 of every file's relative name and bytes in a fixed order, exactly as
 * tools/lib/release-store.mjs computes it (the version is its first 12 hex digits), so the
 * registry can prove the store holds what the publisher built.
 */
export type ReleaseFiles = {
  digest: string;
  /** The parsed mf-manifest.json of the stored build (undefined when unreadable). */
  manifest: unknown;
  /** SRI (sha384) of the files a browser fetches first, by their path in the folder. */
  integrity: Record<string, string>;
};

function filesOf(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesOf(path));
    else out.push(path);
  }
  return out;
}

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The remote entry's path in the build, as its manifest names it. */
function entryPath(manifest: unknown): string | undefined {
  const entry = (manifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } })?.metaData
    ?.remoteEntry;
  if (typeof entry?.name !== 'string') return undefined;
  const path = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  return path ? `${path}/${entry.name}` : entry.name;
}

/** The stored release, or undefined when the store holds no folder for it. */
export function readReleaseFiles(
  storeDir: string,
  remote: string,
  version: string,
): ReleaseFiles | undefined {
  const dir = join(storeDir, remote, version);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return undefined;
  const hash = createHash('sha256');
  const bytesOf = new Map<string, Buffer>();
  for (const file of filesOf(dir)) {
    const bytes = readFileSync(file);
    // Forward slashes on every OS: the tool and the browser name files that way.
    const name = relative(dir, file).split(sep).join('/');
    hash.update(name).update('\0').update(bytes);
    bytesOf.set(name, bytes);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(bytesOf.get('mf-manifest.json')?.toString('utf8') ?? '');
  } catch {
    manifest = undefined;
  }
  const integrity: Record<string, string> = {};
  for (const name of ['mf-manifest.json', entryPath(manifest)])
    if (name && bytesOf.has(name)) integrity[name] = sri(bytesOf.get(name)!);
  return { digest: hash.digest('hex'), manifest, integrity };
}
