// Test helpers of the release suites: a manifest as the remotes' builds
// write it, a shell manifest to check against, and the page's boot data.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCREENS, type RemoteName } from '@bs/mf';
import type { InjectedBoot } from '@bs/contract';

export const SHELL_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5' };

const files = (sync: string[], async: string[] = []) => ({ sync, async });

/** The mf-manifest.json a build of `remote` writes (the parts the contract check reads). */
export function manifestOf(remote: RemoteName, over: Record<string, unknown> = {}) {
  return {
    id: remote,
    name: remote,
    metaData: { name: remote, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: Object.entries(SHELL_SHARED).map(([name, version]) => ({
      name,
      version,
      singleton: true,
      requiredVersion: `^${version}`,
    })),
    exposes: [
      {
        path: './routes',
        assets: {
          js: files(
            ['__federation_expose_routes.1234567890.js'],
            SCREENS[remote].map((s) => `screen-${s}.abcdef1234.js`),
          ),
          css: files([]),
        },
      },
    ],
    ...over,
  };
}

/** A folder holding a shell build's mf-manifest.json (no index.html: pages use the API's fallback page). */
export function shellDistWith(shared: Record<string, string> = SHELL_SHARED): string {
  const dir = mkdtempSync(join(tmpdir(), 'bs-shell-'));
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { name: 'shell' },
      shared: Object.entries(shared).map(([name, version]) => ({ name, version, singleton: true })),
    }),
  );
  return dir;
}

/** The boot data a store page carries. */
export function bootOf(html: string): InjectedBoot {
  const m = /<script id="bs-boot" type="application\/json" nonce="[^"]+">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no boot data in the page');
  return JSON.parse(m[1]!) as InjectedBoot;
}

/** The bs_rid cookie a page set, as a cookie header. */
export function browserCookie(headers: Record<string, unknown>): string {
  const set = ([] as unknown[]).concat(headers['set-cookie'] ?? []).map(String);
  const c = set.find((s) => s.startsWith('bs_rid='));
  if (!c) throw new Error(`no bs_rid cookie in ${set.join(' | ')}`);
  return c.split(';')[0]!;
}

/**
 * Writes a build of `remote` to the remotes store as `<store>/<remote>/<version>/` (its manifest
 * and a remote entry) and returns the SHA-256 the release tool gives it: every file's name and
 * bytes in name order (tools/lib/release-store.mjs), computed here on its own.
 */
export function storeBuild(store: string, remote: string, version: string, manifest: unknown): string {
  const dir = join(store, remote, version);
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': `/* ${remote} ${version} */`,
  };
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort()) {
    writeFileSync(join(dir, name), files[name]!);
    hash.update(name).update('\0').update(files[name]!);
  }
  return hash.digest('hex');
}
