import { describe, expect, it } from 'vitest';
import {
  FACADES,
  SHARE_STRATEGY,
  SHARED_SINGLETONS,
  sharedDependencies,
  sharedPackageDirs,
} from '../shared-deps.mjs';

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
      '@bs/i18n',
    ]) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
  });

  it('requires the installed versions', () => {
    expect(shared.react.requiredVersion).toMatch(/^\^19\./);
    expect(shared['@bs/session']).toMatchObject({ version: '0.0.0', requiredVersion: '^0.0.0' });
  });

  it('lets the already loaded copy win', () => expect(SHARE_STRATEGY).toBe('loaded-first'));

  it('provides react-router and react-query through their facades, under the package names', () => {
    expect(shared['react-router']).toMatchObject({ import: FACADES['react-router'] });
    expect(shared['@tanstack/react-query']).toMatchObject({ import: FACADES['@tanstack/react-query'] });
    expect(shared.react).not.toHaveProperty('import');
    expect(shared['react-router']!.version).toMatch(/^7\./);
  });

  it('knows the folders of the shared code: the packages, what they depend on, the facades', () => {
    const dirs = sharedPackageDirs();
    const has = (tail: string) => dirs.some((d) => d.replaceAll('\\', '/').endsWith(tail));
    for (const tail of ['/react-dom/', '/scheduler/', '/@tanstack/query-core/', '/libs/session/'])
      expect(has(tail), tail).toBe(true);
    expect(has('/libs/mf/facades/')).toBe(true);
    // A remote's own dependencies stay with its screens.
    expect(has('/dompurify/')).toBe(false);
    expect(has('/i18next/')).toBe(false);
    expect(has('/libs/contract/')).toBe(false);
  });
});
