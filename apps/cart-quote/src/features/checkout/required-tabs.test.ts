import { describe, expect, it } from 'vitest';
import { requiredTabNames } from './required-tabs';

describe('requiredTabNames', () => {
  it('keeps the required tabs, sorted by order', () => {
    expect(
      requiredTabNames([
        { tab_name: 'billing_info', required: 1, order: 8 },
        { tab_name: 'dependent_info', required: 0, order: 2 },
        { tab_name: 'primary_info', required: 1, order: 0 },
        { tab_name: 'contact_info', required: 1, order: 1 },
      ]),
    ).toEqual(['primary_info', 'contact_info', 'billing_info']);
  });
});
