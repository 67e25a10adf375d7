import { describe, expect, it } from 'vitest';
import { remoteForPath } from './remote-for-path';

describe('remoteForPath', () => {
  it.each([
    ['/', 'shop'],
    ['/acme', 'shop'],
    ['/cart', 'cart_quote'],
    ['/acme/cart', 'cart_quote'],
    ['/plans?type=dental', 'shop'],
    ['/acme/plan/12/dental-plus', 'shop'],
    ['/enrollment/personal-info', 'enrollment_wizard'],
    ['/acme/agent-home', 'member_admin'],
    ['/404', null],
    ['/acme/nowhere/else', null],
  ])('%s -> %s', (path, remote) => expect(remoteForPath(path)).toBe(remote));
});
