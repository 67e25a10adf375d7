import { createInstance } from '@module-federation/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bsFederationPlugin from './runtime-plugin';

const shared = (from: string, version: string, requiredVersion: string, lib: object) => ({
  version,
  from,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion },
});

/** A container with the shell's runtime plugin, and a spy on the runtime's warnings. */
function shellWith(name: string, sharedLibs: Parameters<typeof createInstance>[0]['shared']) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const mf = createInstance({ name, remotes: [], shared: sharedLibs, plugins: [bsFederationPlugin()] });
  return { mf, warn };
}

describe("the shell's shared singletons (ADR 0032)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes the shell's own copy without the runtime's range check", () => {
    const own = { name: 'own' };
    // A range its own version does not meet: only a skipped check passes it without a word.
    const { mf, warn } = shellWith('shell_own', { lib: shared('shell_own', '2.0.0', '^1.0.0', own) });
    expect(mf.loadShareSync<object>('lib')?.()).toBe(own);
    expect(warn).not.toHaveBeenCalled();
  });

  it('still checks a copy another container provided', () => {
    const theirs = { name: 'theirs' };
    // A remote's copy already loaded (loaded-first hands it out) that the shell's range refuses.
    const { mf, warn } = shellWith('shell_checks', {
      lib2: [
        { ...shared('remote_other', '3.0.0', '^3.0.0', theirs), loaded: true, strategy: 'loaded-first' },
        { ...shared('shell_checks', '1.0.0', '^1.0.0', { name: 'mine' }), strategy: 'loaded-first' },
      ],
    });
    expect(
      mf.loadShareSync<object>('lib2', {
        customShareInfo: {
          version: '1.0.0',
          shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
          strategy: 'loaded-first',
        } as never,
      })?.(),
    ).toBe(theirs);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/does not satisfy/);
  });
});
