// The ONE shared-dependency table of the federation (DESIGN §2). Plain ESM so that every
// rspack.config.mjs (Node) and TypeScript (via shared-deps.d.mts) read the same list.
// Everything here is a singleton: two copies of React, the router, the query cache or the
// session store would split state between the shell and a remote. Share little else.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Package names shared as singletons; sub-path entries share the same package's entry points. */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  '@bs/session',
  '@bs/api-client',
];

/** Runtime share strategy: an unreachable remote never blocks start-up (ADR 0001). */
export const SHARE_STRATEGY = 'loaded-first';

const requireFromRoot = createRequire(join(import.meta.dirname, '..', '..', 'package.json'));

/** Installed version of a package (workspace libs: the version in their package.json). */
export function installedVersion(pkg) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  // package.json may not be in "exports": find it through the entry point's directory instead.
  let dir;
  try {
    dir = dirname(requireFromRoot.resolve(`${base}/package.json`));
  } catch {
    dir = join(import.meta.dirname, '..', '..', 'node_modules', base);
  }
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
}

/** The `shared` option of ModuleFederationPlugin, identical for the shell and every remote. */
export function sharedDependencies() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = installedVersion(name);
      return [name, { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false }];
    }),
  );
}
