import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileImports } from './lib/api-layers.mjs';
import { checkBoundaries } from './lib/boundaries.mjs';
import { checkFeatures, checkWebApps } from './lib/web-features.mjs';

const node = (name, scope, type) => ({ name, data: { tags: [`scope:${scope}`, `type:${type}`] } });
const graphOf = (nodes, edges) => ({
  nodes: Object.fromEntries(nodes.map((n) => [n.name, n])),
  dependencies: Object.fromEntries(
    nodes.map((n) => [n.name, (edges[n.name] ?? []).map((target) => ({ target }))]),
  ),
});
const nodes = [
  node('shell', 'shell', 'app'),
  node('shop', 'shop', 'app'),
  node('cart', 'cart-quote', 'app'),
  node('api', 'api', 'app'),
  node('contract', 'shared', 'contract'),
  node('ui', 'shared', 'ui'),
  node('domain', 'shared', 'util'),
  node('session', 'shared', 'data-access'),
  {
    ...node('api-client', 'shared', 'data-access'),
    data: { tags: ['scope:shared', 'type:data-access', 'fetches:api'] },
  },
  node('reports', 'shared', 'feature'),
];

describe('checkBoundaries', () => {
  it('accepts apps that use shared libs', () => {
    expect(
      checkBoundaries(
        graphOf(nodes, { shell: ['ui', 'domain'], shop: ['ui', 'contract'], api: ['contract', 'domain'] }),
      ),
    ).toEqual([]);
  });
  it('rejects a remote importing another remote', () => {
    expect(checkBoundaries(graphOf(nodes, { shop: ['cart'] }))[0]).toMatch(/shop imports the app cart/);
  });
  it('rejects the shell importing a remote', () => {
    expect(checkBoundaries(graphOf(nodes, { shell: ['shop'] }))).toHaveLength(1);
  });
  it('rejects web code importing server code or server-only packages', () => {
    expect(checkBoundaries(graphOf(nodes, { shop: ['api'] }))).toHaveLength(1);
    expect(checkBoundaries(graphOf(nodes, { ui: ['npm:pg'], shell: ['npm:@fastify/static'] }))).toHaveLength(
      2,
    );
  });
  it('rejects the server importing browser libraries', () => {
    expect(checkBoundaries(graphOf(nodes, { api: ['ui'] }))[0]).toMatch(/browser library/);
  });
  it('rejects a util depending on a ui lib, and untagged projects', () => {
    expect(checkBoundaries(graphOf(nodes, { domain: ['ui'] }))).toHaveLength(1);
    const untagged = { name: 'x', data: { tags: [] } };
    expect(checkBoundaries(graphOf([...nodes, untagged], { x: ['ui'] }))[0]).toMatch(/no scope/);
  });
  it('lets the journeys declare the apps they drive without importing them', () => {
    const withE2e = [...nodes, node('e2e', 'shared', 'e2e')];
    const graph = graphOf(withE2e, {});
    graph.dependencies.e2e = [{ target: 'shop', type: 'implicit' }];
    expect(checkBoundaries(graph)).toEqual([]);
    graph.dependencies.e2e = [{ target: 'shop', type: 'static' }];
    expect(checkBoundaries(graph)).toHaveLength(1);
  });
  it('keeps data fetching out of libs/ui: a ui lib may not use the api-client, a feature lib may', () => {
    expect(checkBoundaries(graphOf(nodes, { ui: ['session', 'domain'] }))).toEqual([]);
    expect(checkBoundaries(graphOf(nodes, { ui: ['api-client'] }))[0]).toMatch(
      /components library ui uses api-client/,
    );
    expect(checkBoundaries(graphOf(nodes, { reports: ['api-client', 'ui'], shop: ['reports'] }))).toEqual([]);
  });
  it('lets only apps use a feature library', () => {
    expect(checkBoundaries(graphOf(nodes, { ui: ['reports'] }))[0]).toMatch(/feature library reports/);
    expect(checkBoundaries(graphOf(nodes, { domain: ['reports'] }))).not.toEqual([]);
  });
  it('rejects the server importing a feature library', () => {
    expect(checkBoundaries(graphOf(nodes, { api: ['reports'] }))[0]).toMatch(/browser library/);
  });
});

/** A browser app's src tree on disk, from { 'path': 'source' }; returns its file imports. */
function plantedApp(files) {
  const src = mkdtempSync(join(tmpdir(), 'bs-features-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), source);
  }
  return fileImports(src);
}

describe('checkFeatures (features inside a browser app keep to themselves)', () => {
  const base = {
    'routes.tsx':
      "import { A } from './features/compare/compare-screen';\nimport { B } from './features/plan-detail/plan-detail-screen';\n",
    'shared/add-to-cart/use-add-to-cart.ts': "import { path } from './plan-path';\n",
    'shared/add-to-cart/plan-path.ts': 'export const path = 1;\n',
    'features/plan-detail/plan-detail-screen.tsx':
      "import { path } from '../../shared/add-to-cart/use-add-to-cart';\nimport { t } from './i18n/messages';\n",
    'features/plan-detail/i18n/messages.ts': 'export const t = 1;\n',
    'features/compare/compare-screen.tsx': "import { path } from '../../shared/add-to-cart/plan-path';\n",
  };

  it('accepts features that use their own files and shared/, and a root that puts them together', () => {
    expect(checkFeatures('shop', plantedApp(base))).toEqual([]);
  });
  it('refuses a planted feature-to-feature import', () => {
    const edges = plantedApp({
      ...base,
      'features/compare/compare-screen.tsx': "import { t } from '../plan-detail/i18n/messages';\n",
    });
    expect(checkFeatures('shop', edges)).toEqual([
      'apps/shop/src/features/compare/compare-screen.tsx imports features/plan-detail/i18n/messages.ts: the feature compare never imports another feature (plan-detail); move what they share to src/shared/ (ADR 0031)',
    ]);
  });
  it('refuses shared/ importing a feature', () => {
    const edges = plantedApp({
      ...base,
      'shared/add-to-cart/plan-path.ts': "import { t } from '../../features/plan-detail/i18n/messages';\n",
    });
    expect(checkFeatures('shop', edges)[0]).toMatch(
      /shared\/add-to-cart\/plan-path.ts imports .* src\/shared\/ is below/,
    );
  });
  it('refuses an import circle, and lets a test import what it tests', () => {
    const edges = plantedApp({
      ...base,
      'shared/add-to-cart/plan-path.ts': "import { x } from './use-add-to-cart';\nexport const path = 1;\n",
      'features/compare/compare.test.tsx': "import { A } from './compare-screen';\n",
    });
    expect(checkFeatures('shop', edges)).toEqual([
      'import circle between the files apps/shop/src/shared/add-to-cart/plan-path.ts, apps/shop/src/shared/add-to-cart/use-add-to-cart.ts (ADR 0031)',
    ]);
  });
  it('holds on the browser apps of this repository', () => {
    expect(checkWebApps(join(import.meta.dirname, '..'))).toEqual([]);
  });
});
