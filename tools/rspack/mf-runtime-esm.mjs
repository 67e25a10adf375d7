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
  // The shell hands its runtime-core to the remotes through this plugin (externalRuntime).
  '@module-federation/inject-external-runtime-core-plugin',
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
