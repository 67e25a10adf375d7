import { describe, expect, it } from 'vitest';
import { backPath, nextPath, requiredTabs, stepPosition } from './wizard-nav';

const tabs = [
  'primary_info',
  'contact_info',
  'beneficiary_info',
  'review_info',
  'agreement_info',
  'billing_info',
];

describe('wizard navigation', () => {
  it('keeps only required tabs, in their order', () => {
    expect(
      requiredTabs([
        { tab_name: 'contact_info', required: 1, order: 1 },
        { tab_name: 'employer_info', required: 0, order: 2 },
        { tab_name: 'primary_info', required: 1, order: 0 },
      ]),
    ).toEqual(['primary_info', 'contact_info']);
  });

  it('moves to the adjacent tab, to the receipt after the last, and to review when navto is stored', () => {
    expect(nextPath(tabs, 'contact_info', null)).toBe('/enrollment/beneficiary-info');
    expect(nextPath(tabs, 'billing_info', null)).toBe('/enrollment/receipt');
    expect(nextPath(tabs, 'contact_info', 'review')).toBe('/enrollment/review-confirm');
  });

  it('goes back one tab, and from personal information to the cart', () => {
    expect(backPath(tabs, 'beneficiary_info')).toBe('/enrollment/contact-info');
    expect(backPath(tabs, 'primary_info')).toBe('/cart');
  });

  it('counts the step among the required ones', () => {
    expect(stepPosition(tabs, 'beneficiary_info')).toEqual({ n: 3, m: 6 });
    expect(stepPosition(['junk', ...tabs], 'primary_info')).toEqual({ n: 1, m: 6 });
  });
});
