import { describe, expect, it } from 'vitest';
import { checkBoundaries } from './lib/boundaries.mjs';

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
});
