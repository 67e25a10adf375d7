import { describe, expect, it } from 'vitest';
import { matchesRoutePath, routeForPath } from './route-match';

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
