// The ONE shared-dependency table of the federation (DESIGN §2). Plain ESM so that every
// rspack.config.mjs (Node) and TypeScript (via shared-deps.d.mts) read the same list.
// Everything here is a singleton: two copies of React, the router, the query cache or the
// session store would split state between the shell and a remote. Share little else.
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

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
  // One translator: the language and every remote's registered messages live in it.
  '@bs/i18n',
];

/** Runtime share strategy: an unreachable remote never blocks start-up (ADR 0001). */
export const SHARE_STRATEGY = 'loaded-first';

const requireFromRoot = createRequire(join(import.meta.dirname, '..', '..', 'package.json'));

const packageBase = (pkg) => (pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0]);

/** The installed folder of a package (workspace libs: their real folder under libs/). */
function packageDir(pkg) {
  const base = packageBase(pkg);
  // package.json may not be in "exports": fall back to the hoisted folder.
  try {
    return realpathSync(dirname(requireFromRoot.resolve(`${base}/package.json`)));
  } catch {
    return realpathSync(join(import.meta.dirname, '..', '..', 'node_modules', base));
  }
}

/** Installed version of a package (workspace libs: the version in their package.json). */
export function installedVersion(pkg) {
  return JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')).version;
}

/**
 * Folders of the shared packages and of every package they depend on: the code that is only
 * ever loaded as a shared module (a remote's own copy is its fallback). The build groups these
 * modules apart from a remote's screens (tools/rspack/create-app-config.mjs).
 */
export function sharedPackageDirs() {
  const dirs = new Set();
  const visit = (pkg) => {
    let dir;
    try {
      dir = packageDir(pkg);
    } catch {
      return; // an optional dependency that is not installed
    }
    if (dirs.has(dir)) return;
    dirs.add(dir);
    const { dependencies = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    // Workspace libs a shared lib uses (types, the route table) are not shared themselves.
    for (const dep of Object.keys(dependencies)) if (!dep.startsWith('@bs/')) visit(dep);
  };
  for (const name of SHARED_SINGLETONS) visit(name);
  for (const facade of Object.values(FACADES)) dirs.add(dirname(facade));
  return [...dirs].sort().map((d) => d + sep);
}

/**
 * Singletons shared through a facade: the module provided under the package's name re-exports
 * only the part of the package the apps use (a shared module cannot be tree-shaken). Apps still
 * import the package by its name; its version stays the package's.
 */
export const FACADES = {
  'react-router': join(import.meta.dirname, 'facades', 'react-router.mjs'),
  '@tanstack/react-query': join(import.meta.dirname, 'facades', 'react-query.mjs'),
};

/** Request prefix under which a facade imports the real package without consuming itself. */
export const UNSHARED_PREFIX = '@bs/unshared/';

/** resolve.alias entries: '@bs/unshared/<pkg>' resolves as '<pkg>' (its exports, conditions). */
export function facadeAliases() {
  return Object.fromEntries(Object.keys(FACADES).map((pkg) => [`${UNSHARED_PREFIX}${pkg}$`, pkg]));
}

/** The `shared` option of ModuleFederationPlugin, identical for the shell and every remote. */
export function sharedDependencies() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = installedVersion(name);
      const facade = FACADES[name] ? { import: FACADES[name] } : {};
      return [
        name,
        { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false, ...facade },
      ];
    }),
  );
}
