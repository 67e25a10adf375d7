import { describe, expect, it } from 'vitest';
import { readDirectLink } from './decode-link';

const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE';

describe('the direct-continue link', () => {
  it('decodes base64url or base64 id and tab into the tab route', () => {
    expect(readDirectLink(b64url(ID), b64url('benificiary_info'))).toEqual({
      token: ID,
      route: '/enrollment/beneficiary-info',
    });
    expect(readDirectLink(btoa(ID), btoa('cart_info')).route).toBe('/cart');
  });

  it('refuses what is not a link token, and an unknown tab has no route', () => {
    expect(readDirectLink('%%%', b64url('contact_info')).token).toBeNull();
    expect(readDirectLink(b64url('short'), undefined)).toEqual({ token: null, route: null });
    expect(readDirectLink(b64url(ID), b64url('nope')).route).toBeNull();
  });
});
