import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isFederationManifest, type FederationManifest } from '@bs/mf';
import { REMOTE_DIRS } from './remotes';

/**
 * Reads the mf-manifest.json of a remote this server itself serves (a `/remotes/<dir>/` URL of
 * remotes.json), re-reading it when the build changed. Remotes on other origins are not fetched:
 * their manifest is only trusted fresh, so the browser asks for it as before.
 */
export function localManifestReader(appsDir: string) {
  const cache = new Map<string, { mtime: number; json: unknown }>();
  return (manifestUrl: string): FederationManifest | undefined => {
    const m = /^\/remotes\/([a-z-]+)\/(mf-manifest\.json)$/.exec(manifestUrl);
    if (!m || !(Object.values(REMOTE_DIRS) as string[]).includes(m[1]!)) return undefined;
    const file = join(appsDir, m[1]!, 'dist', m[2]!);
    try {
      const mtime = statSync(file).mtimeMs;
      let hit = cache.get(file);
      if (!hit || hit.mtime !== mtime) {
        hit = { mtime, json: JSON.parse(readFileSync(file, 'utf8')) };
        cache.set(file, hit);
      }
      return isFederationManifest(hit.json) ? hit.json : undefined;
    } catch {
      return undefined; // not built, or mid-write: the browser fetches it
    }
  };
}
