import { describe, expect, it } from 'vitest';
import { acceptedPaymentMethods, billedMethod, paymentTypesFor } from './payment-types';

describe('payment types (spec §4 Billing)', () => {
  it('offers Credit Card and EFT for cc, one forced type otherwise', () => {
    expect(paymentTypesFor('cc')).toEqual(['cc', 'eft']);
    expect(paymentTypesFor('eft')).toEqual(['eft']);
    expect(paymentTypesFor('list')).toEqual(['list']);
    expect(paymentTypesFor('elist')).toEqual(['list']);
    expect(paymentTypesFor('stmt')).toEqual(['stmt']);
  });
  it('saves list, elist or stmt as the server named it', () => {
    expect(billedMethod('elist')).toBe('elist');
    expect(billedMethod('list')).toBe('list');
    expect(billedMethod('stmt')).toBe('stmt');
  });
  it('accepts on save what it offers, list billing under either name', () => {
    expect(acceptedPaymentMethods('cc')).toEqual(['cc', 'eft']);
    expect(acceptedPaymentMethods('eft')).toEqual(['eft']);
    expect(acceptedPaymentMethods('list')).toEqual(['list', 'elist']);
    expect(acceptedPaymentMethods('elist')).toEqual(['list', 'elist']);
    expect(acceptedPaymentMethods('stmt')).toEqual(['stmt']);
  });
});
