// The Module Federation runtime from its ES module builds. The federation plugin names its
// runtime by `require.resolve`, which picks each package's CommonJS build (dist/index.cjs), and a
// CommonJS file's own `require`s pick CommonJS again all the way down: nothing of it can be
// tree-shaken, so the shell's main.js carried the whole runtime (ADR 0032). Aliasing each CommonJS
// entry file to the ES module file its package exports for `import` lets rspack drop what the
// shell never calls. Every package of the runtime is listed: a copy of one in each format would
// hold two registries of remotes and shared modules.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const MF_RUNTIME_PACKAGES = [
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

/**
 * CommonJS file -> ES module file of every entry point the runtime packages export (the root and
 * their sub-paths). Resolved from `root` (the repository), where the build resolves them.
 * @param {string} root
 * @returns {Record<string, string>}
 */
export function mfRuntimeEsmAliases(root) {
  const require = createRequire(join(root, 'package.json'));
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const pkg of MF_RUNTIME_PACKAGES) {
    let dir;
    try {
      dir = dirname(require.resolve(`${pkg}/package.json`));
    } catch {
      // package.json is not exported: the folder of the CommonJS entry's dist/.
      dir = dirname(dirname(require.resolve(pkg)));
    }
    const { exports = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const target of Object.values(exports)) {
      const cjs = target?.require?.default ?? target?.require;
      const esm = target?.import?.default ?? target?.import;
      if (typeof cjs !== 'string' || typeof esm !== 'string') continue;
      const from = join(dir, cjs);
      const to = join(dir, esm);
      if (existsSync(from) && existsSync(to)) aliases[`${from}$`] = to;
    }
  }
  return aliases;
}

/**
 * The bundler runtime's modules that hold only functions, and the runtime's error descriptions:
 * file of @module-federation/* -> its stand-in in mf-runtime/from-shell/.
 */
export const FROM_SHELL_MODULES = {
  ...Object.fromEntries(
    [
      'attachShareScopeMap',
      'consumes',
      'getSharedFallbackGetter',
      'init',
      'initContainerEntry',
      'initializeSharing',
      'installInitialConsumes',
    ].map((fn) => [`webpack-bundler-runtime/dist/${fn}.js`, `${fn}.mjs`]),
  ),
  'error-codes/dist/desc.mjs': 'desc.mjs',
};

export const FROM_SHELL = new RegExp(
  `[\\\\/]@module-federation[\\\\/](${Object.keys(FROM_SHELL_MODULES)
    .map((f) => f.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]'))
    .join('|')})$`,
);

/**
 * For a remote's production build: those modules become calls into the shell's copies (the
 * shell's mf-runtime/provide-to-remotes.mjs provides them). They are reached by relative imports
 * inside the packages, so they are replaced after resolution rather than aliased.
 * @param {typeof import('@rspack/core').rspack} rspack
 */
export function bundlerRuntimeFromShell(rspack) {
  return new rspack.NormalModuleReplacementPlugin(FROM_SHELL, (resolveData) => {
    const file = FROM_SHELL.exec(resolveData.createData?.resource ?? '')?.[1].replace(/\\/g, '/');
    const standIn = file && FROM_SHELL_MODULES[file];
    if (standIn)
      resolveData.createData.resource = join(import.meta.dirname, 'mf-runtime', 'from-shell', standIn);
  });
}

/** The shell's runtime plugin that provides them, and runtime-core (mf-runtime/provide-to-remotes.mjs). */
export const PROVIDE_TO_REMOTES = join(import.meta.dirname, 'mf-runtime', 'provide-to-remotes.mjs');
