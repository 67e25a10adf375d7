import { describe, expect, it } from 'vitest';
import { billedMethod, payTypesFor } from './payment-types';

describe('payment types (spec §4 Billing)', () => {
  it('offers Credit Card and EFT for cc, one forced type otherwise', () => {
    expect(payTypesFor('cc')).toEqual(['cc', 'eft']);
    expect(payTypesFor('eft')).toEqual(['eft']);
    expect(payTypesFor('list')).toEqual(['list']);
    expect(payTypesFor('elist')).toEqual(['list']);
    expect(payTypesFor('stmt')).toEqual(['stmt']);
  });
  it('saves list, elist or stmt as the server named it', () => {
    expect(billedMethod('elist')).toBe('elist');
    expect(billedMethod('list')).toBe('list');
    expect(billedMethod('stmt')).toBe('stmt');
  });
});
