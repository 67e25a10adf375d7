import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FROM_SHELL, FROM_SHELL_MODULES } from '../mf-runtime-esm.mjs';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

const require = createRequire(import.meta.url);
const installed = (file) => {
  const [, pkg, rest] = /^([^/]+)\/(.+)$/.exec(file);
  return join(dirname(require.resolve(`@module-federation/${pkg}`)), '..', rest);
};

const standInOf = (file) => import(/* @vite-ignore */ new URL(`./from-shell/${file}`, import.meta.url).href);

afterEach(() => delete globalThis[BUNDLER_RUNTIME_GLOBAL]);

describe('what a remote takes from the shell instead of its own copy (ADR 0032)', () => {
  // A federation upgrade that renames or reshapes one of these files fails here, instead of
  // quietly putting the copy back into every remoteEntry.js or breaking an import.
  it.each(Object.entries(FROM_SHELL_MODULES))(
    '%s: installed, matched, and its stand-in exports the same names',
    async (file, standIn) => {
      const path = installed(file);
      expect(FROM_SHELL.test(path)).toBe(true);
      const [real, stub] = await Promise.all([import(path), standInOf(standIn)]);
      expect(Object.keys(stub).sort()).toEqual(Object.keys(real).sort());
    },
  );

  it("calls the shell's function with the remote's arguments, and says so when the shell has none", async () => {
    const { consumes } = await import('./from-shell/consumes.mjs');
    globalThis[BUNDLER_RUNTIME_GLOBAL] = { consumes: (...args) => ['shell', ...args] };
    expect(consumes(1, 'two')).toEqual(['shell', 1, 'two']);
    delete globalThis[BUNDLER_RUNTIME_GLOBAL];
    expect(() => consumes()).toThrow("the shell did not provide the bundler runtime's consumes");
  });

  it("reads the shell's error descriptions", async () => {
    const { runtimeDescMap, errorDescMap } = await import('./from-shell/desc.mjs');
    globalThis[BUNDLER_RUNTIME_GLOBAL] = { runtimeDescMap: { 'RUNTIME-009': 'Please call init first' } };
    expect([runtimeDescMap['RUNTIME-009'], errorDescMap['RUNTIME-009']]).toEqual([
      'Please call init first',
      'Please call init first',
    ]);
  });

  it('provides, in the shell, every function the stand-ins ask for', async () => {
    await import('./provide-to-remotes.mjs');
    const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
    for (const standIn of Object.values(FROM_SHELL_MODULES)) {
      const stub = await standInOf(standIn);
      for (const name of Object.keys(stub).filter((n) => !/DescMap$/.test(n)))
        expect(typeof provided[name], name).toBe('function');
    }
    expect(Object.keys(provided.runtimeDescMap)).toContain('RUNTIME-009');
  });
});
