import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchesRoutePath, routeCandidates, routeForPath } from './route-match';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

describe('matchesRoutePath', () => {
  it.each([
    ['', '/', true],
    ['', '/plans', false],
    ['plans', '/plans', true],
    ['plans', '/Plans', true],
    ['plans', '/plans/x', false],
    ['plan/:id/:planName', '/plan/12/dental-plus', true],
    ['plan/:id/:planName', '/plan/12', false],
    ['enrollment/:step?', '/enrollment', true],
    ['enrollment/:step?', '/enrollment/personal-info', true],
    ['enrollment/:step?', '/enrollment/a/b', false],
    ['enrollment/receipt', '/enrollment/receipt', true],
  ])('%s ~ %s -> %s', (pattern, path, ok) => expect(matchesRoutePath(pattern, path)).toBe(ok));
});

describe('routeForPath', () => {
  it.each([
    ['/', 'shop', 'landing', null],
    ['/summit-benefits', 'shop', 'landing', 'summit-benefits'],
    ['/Summit%20Benefits/plans', 'shop', 'plans', 'Summit Benefits'],
    ['/plan/12/dental-plus?x=1', 'shop', 'plan-detail', null],
    ['/acme/cart', 'cart_quote', 'cart', 'acme'],
    // The first matching entry wins, as in the shell's table: receipt before the step route.
    ['/enrollment/receipt', 'enrollment_wizard', 'receipt', null],
    ['/CART', 'cart_quote', 'cart', null],
  ])('%s -> %s/%s (landing %s)', (path, remote, screen, landing) =>
    expect(routeForPath(path)).toEqual({
      entry: expect.objectContaining({ remote, screen }),
      landing,
    }),
  );

  it('knows no route for the error page, unknown paths or a malformed slug', () => {
    expect(routeForPath('/404')).toBeNull();
    expect(routeForPath('/acme/nowhere/else')).toBeNull();
    expect(routeForPath('/%E0%A4%A/plans')).toBeNull();
  });
});

describe('routeCandidates', () => {
  // The shell's routes as react-router sees them (shell-routes.tsx): /404, each entry at /<path>
  // and at /:landing/<path>, and everything else not found.
  const routesOf = (entries: readonly RouteEntry[]) => [
    { path: '/404', id: '404' },
    {
      id: 'layout',
      children: [
        ...entries.map((e) => ({ path: `/${e.path}`, id: e.path })),
        ...entries.map((e) => ({
          path: e.path ? `/:landing/${e.path}` : '/:landing',
          id: `:landing/${e.path}`,
        })),
      ],
    },
    { path: '*', id: '*' },
  ];
  const picked = (entries: readonly RouteEntry[], pathname: string) =>
    matchRoutes(routesOf(entries), pathname)?.map((m) => [m.route.id, m.params]);
  // Every entry's own path with its parameters filled, bare, below a slug and below a route name.
  const paths = ROUTE_TABLE.flatMap((e) => {
    const filled = `/${e.path.replace(/:\w+\??/g, 'x1')}`;
    return [filled, `/acme${filled}`, `/cart${filled}`, `/Summit%20Benefits${filled}`, `${filled}/extra`];
  });

  it.each([...paths, '/', '/404', '/nowhere/at/all', '/acme', '/enrollment'])(
    'leaves react-router the same choice for %s',
    (pathname) => expect(picked(routeCandidates(pathname), pathname)).toEqual(picked(ROUTE_TABLE, pathname)),
  );

  it('hands react-router a handful of entries, not the whole table', () => {
    // /plans is also /:landing with the slug "plans" (which the shell then refuses as reserved).
    expect(routeCandidates('/plans').map((e) => e.screen)).toEqual(['landing', 'plans']);
    expect(routeCandidates('/acme').map((e) => e.screen)).toEqual(['landing']);
  });
});
