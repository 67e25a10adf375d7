import { describe, expect, it } from 'vitest';
import { homeTarget, withLanding } from './home-target';
import { enrollTypeFromSaved, savedTabRoute } from './tab-routes';
import { isChildTier, tierLabel, tierNeedsDependents } from './tiers';
import { PLAN_SECTIONS, categoryLabel } from './categories';

describe('homeTarget', () => {
  it('sends open-store visitors to the referral page when they came through one', () => {
    expect(homeTarget({ open_type: 'user', referral: 'spring fair', eprocess: 'applicant' })).toBe(
      '/referrals?rid=spring%20fair',
    );
  });
  it('sends open-store visitors without a referral to /', () => {
    expect(homeTarget({ open_type: 'agent', referral: null, eprocess: 'rep' })).toBe('/');
  });
  it.each([
    ['rep', '/agent-home'],
    ['applicant', '/member-home'],
    ['group', '/group-home'],
    [null, '/'],
  ])('without an open type, %s goes to %s', (eprocess, target) => {
    expect(homeTarget({ open_type: null, referral: 'ignored', eprocess })).toBe(target);
  });
});

describe('withLanding', () => {
  it('keeps the landing slug in front', () => expect(withLanding('/plans', 'summit')).toBe('/summit/plans'));
  it('maps home to the slug itself', () => expect(withLanding('/', 'summit')).toBe('/summit'));
  it('leaves paths alone without a slug', () => expect(withLanding('/cart', null)).toBe('/cart'));
});

describe('saved tab routes', () => {
  it.each([
    ['primary_info', '/enrollment/personal-info'],
    ['benificiary_info', '/enrollment/beneficiary-info'],
    ['health_info', '/enrollment/health-questions'],
    ['aggrement_info', '/enrollment/agreement-signature'],
    ['payment_info', '/enrollment/billing-information'],
    ['cart_info', '/cart'],
  ])('%s resumes on %s', (tab, route) => expect(savedTabRoute(tab)).toBe(route));
  it('knows no route for an unknown tab', () => expect(savedTabRoute('nope')).toBeNull());
  it('maps saved types to enroll types', () => {
    expect(enrollTypeFromSaved('existing')).toBe('existing-member');
    expect(enrollTypeFromSaved('new-user')).toBe('new-member');
    expect(enrollTypeFromSaved('new-group-member')).toBe('new-group-member');
  });
});

describe('tiers and categories', () => {
  it('labels tiers as the spec does', () => {
    expect(tierLabel('IC')).toBe('Member + Child(ren)');
    expect(tierLabel('IF')).toBe('Family');
  });
  it('treats IC3 as a child tier and IO as needing no dependents', () => {
    expect(isChildTier('IC3')).toBe(true);
    expect(tierNeedsDependents('IO')).toBe(false);
    expect(tierNeedsDependents('IS')).toBe(true);
  });
  it('lists the 13 sections in the spec order', () => {
    expect(PLAN_SECTIONS).toHaveLength(13);
    expect(PLAN_SECTIONS[4].title).toBe('Limited Medical Plans');
    expect(categoryLabel('di')).toBe('Disability Income');
  });
});
