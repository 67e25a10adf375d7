// What the shell's production build is made of, by package: compiles it once more through
// rspack's Node API (into a temporary folder; dist/ is untouched) and reads the module stats.
// bench:bundle uses it to guard the federation runtime's format (ADR 0032): its CommonJS
// builds cannot be tree-shaken, and the plugin picks them unless tools/rspack aliases them away.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';

const repo = new URL('../../../', import.meta.url).pathname;

/** The package a module belongs to ('app' for workspace code). */
const packageOf = (name) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(name);
  return m ? m[1] : 'app';
};

/** @returns {Promise<{ byPackage: Map<string, number>, mfModules: string[], mfCommonJs: string[] }>} */
export async function shellModules() {
  const prevEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const { default: config } = await import(join(repo, 'apps/shell/rspack.config.mjs'));
  process.env.NODE_ENV = prevEnv;
  config.output.path = mkdtempSync(join(tmpdir(), 'bs-bench-shell-'));
  const stats = await new Promise((resolve, reject) =>
    rspack(config).run((err, s) => (err ? reject(err) : resolve(s))),
  );
  const json = stats.toJson({ modules: true, nestedModules: true, chunks: false, assets: false });
  const leaves = [];
  const walk = (ms) => {
    for (const m of ms ?? []) {
      if (m.modules?.length) walk(m.modules);
      else leaves.push(m);
    }
  };
  walk(json.modules);
  const byPackage = new Map();
  const mfModules = [];
  for (const m of leaves) {
    const name = m.nameForCondition ?? m.name ?? '';
    const pkg = packageOf(name);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + (m.size ?? 0));
    if (pkg.startsWith('@module-federation/')) mfModules.push(name);
  }
  return { byPackage, mfModules, mfCommonJs: mfModules.filter((n) => /\.cjs$/.test(n)) };
}
