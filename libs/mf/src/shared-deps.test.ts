import { describe, expect, it } from 'vitest';
import { SHARE_STRATEGY, SHARED_SINGLETONS, sharedDependencies } from '../shared-deps.mjs';

describe('shared dependency table', () => {
  const shared = sharedDependencies();

  it('shares the platform singletons and little else', () => {
    expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS].sort());
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      '@tanstack/react-query',
      'zustand',
      '@bs/session',
      '@bs/api-client',
    ]) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
  });

  it('requires the installed versions', () => {
    expect(shared.react.requiredVersion).toMatch(/^\^19\./);
    expect(shared['@bs/session']).toMatchObject({ version: '0.0.0', requiredVersion: '^0.0.0' });
  });

  it('lets the already loaded copy win', () => expect(SHARE_STRATEGY).toBe('loaded-first'));
});
