import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isFederationManifest, type FederationManifest } from '@bs/mf';
import { REMOTE_DIRS } from './remotes';

/**
 * Reads the mf-manifest.json of a remote this server itself serves (a `/remotes/<dir>/` URL of
 * remotes.json), re-reading it when the build changed. Remotes on other origins are not fetched:
 * their manifest is only trusted fresh, so the browser asks for it as before.
 */
export function localManifestReader(appsDir: string, store?: { dir: string; url: string }) {
  const cache = new Map<string, { mtime: number; json: unknown }>();
  const fileOf = (manifestUrl: string): string | undefined => {
    const m = /^\/remotes\/([a-z-]+)\/(mf-manifest\.json)$/.exec(manifestUrl);
    if (m && (Object.values(REMOTE_DIRS) as string[]).includes(m[1]!))
      return join(appsDir, m[1]!, 'dist', m[2]!);
    // A release in the remotes store this server hosts (ADR 0018): <store>/<remote>/<version>/.
    const r = store?.url.startsWith('/')
      ? /^([^?#]*)\/([a-z_]+)\/([a-z0-9][a-z0-9.-]{2,63})\/mf-manifest\.json$/.exec(manifestUrl)
      : null;
    if (r && r[1] === store!.url) return join(store!.dir, r[2]!, r[3]!, 'mf-manifest.json');
    return undefined;
  };
  return (manifestUrl: string): FederationManifest | undefined => {
    const file = fileOf(manifestUrl);
    if (!file) return undefined;
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
