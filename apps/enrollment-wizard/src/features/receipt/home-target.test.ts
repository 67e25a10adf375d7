import { describe, expect, it } from 'vitest';
import { homeTarget } from './home-target';

describe('receipt home target (wizard §2)', () => {
  it('sends an open-type visitor back to their referral, else to the site root', () => {
    expect(homeTarget({ open_type: 'user', referral: 'r 1', eprocess: 'applicant' })).toBe(
      '/referrals?rid=r%201',
    );
    expect(homeTarget({ open_type: 'group', referral: null, eprocess: 'group' })).toBe('/');
  });
  it('sends everyone else to their own home by eprocess', () => {
    expect(homeTarget({ open_type: null, referral: null, eprocess: 'rep' })).toBe('/agent-home');
    expect(homeTarget({ open_type: null, referral: 'x', eprocess: 'applicant' })).toBe('/member-home');
    expect(homeTarget({ open_type: null, referral: null, eprocess: 'group' })).toBe('/group-home');
  });
});
