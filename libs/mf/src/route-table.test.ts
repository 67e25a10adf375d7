import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS, ROUTE_TABLE, SCREENS } from './route-table';

describe('route table', () => {
  it('maps every route to a screen its remote declares', () => {
    for (const r of ROUTE_TABLE) expect(SCREENS[r.remote] as readonly string[]).toContain(r.screen);
  });
  it('reserves every first path segment so no tenant slug can shadow a route', () => {
    expect(RESERVED_SLUGS).toEqual(
      expect.arrayContaining(['home', 'cart', 'plans', 'enrollment', '404', 'api']),
    );
  });
});
