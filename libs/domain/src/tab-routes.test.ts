import { describe, expect, it } from 'vitest';
import { SAVED_TAB_ROUTES, SECTION_OF_TAB, WIZARD_TAB_ROUTES, requiredTabNames } from './tab-routes';

describe('the wizard tabs', () => {
  it('keeps the required tabs at positions 0-10, sorted by order', () => {
    expect(
      requiredTabNames([
        { tab_name: 'billing_info', required: 1, order: 8 },
        { tab_name: 'dependent_info', required: 0, order: 2 },
        { tab_name: 'primary_info', required: 1, order: 0 },
        { tab_name: 'contact_info', required: 1, order: 1 },
        { tab_name: 'far_away', required: 1, order: 11 },
        { tab_name: 'before', required: 1, order: -1 },
      ]),
    ).toEqual(['primary_info', 'contact_info', 'billing_info']);
  });

  it('saves every step under a section that a continue can resume on the same step', () => {
    for (const [tab, section] of Object.entries(SECTION_OF_TAB))
      expect(SAVED_TAB_ROUTES[section]).toBe(
        `/enrollment/${WIZARD_TAB_ROUTES[tab as keyof typeof WIZARD_TAB_ROUTES]}`,
      );
  });
});
