import { describe, expect, it } from 'vitest';
import es from './i18n/es.json';
import en from './i18n/en.json';
import { fieldValue } from './field-value';

const reader =
  (catalogue: unknown) =>
  (key: string): string =>
    String(
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], catalogue),
    );

describe('fieldValue', () => {
  it('says Yes or No for a flag, in the reader language', () => {
    expect(fieldValue('is_smoker', '0', reader(en), 'en')).toBe('No');
    expect(fieldValue('2.is_smoker', 'true', reader(es), 'es')).toBe('Sí');
    expect(fieldValue('agreed', 'Y', reader(en), 'en')).toBe('Yes');
  });
  it('names coded values', () => {
    expect(fieldValue('payment_method', 'stmt', reader(en), 'en')).toBe('Statement billing');
    expect(fieldValue('payment_method', 'eft', reader(es), 'es')).toBe('Cuenta bancaria (EFT)');
    expect(fieldValue('eprocess', 'group', reader(en), 'en')).toBe('Group administrator');
    expect(fieldValue('status', 'partly-approved', reader(en), 'en')).toBe('Approved in part');
    expect(fieldValue('gender', '1', reader(es), 'es')).toBe('Femenino');
    expect(fieldValue('1.primary_info.marital_status', '0', reader(en), 'en')).toBe('Single');
    // A declined invitation's reason (issue 32).
    expect(fieldValue('waive_reason', 'spouse-plan', reader(en), 'en')).toBe("Covered by a spouse's plan");
    expect(fieldValue('waive_reason', 'cost', reader(es), 'es')).toBe('Costo');
  });
  it('writes a time in the reader language', () => {
    expect(fieldValue('signed_at', '2026-11-01T15:30:00.000Z', reader(en), 'en')).toMatch(/Nov 1, 2026/);
    expect(fieldValue('signed_at', '2026-11-01T15:30:00.000Z', reader(es), 'es')).toMatch(/nov 2026/);
  });
  it('keeps anything else as entered, numbers included where the field is no flag', () => {
    expect(fieldValue('address1', '200 Peachtree Street', reader(en), 'en')).toBe('200 Peachtree Street');
    expect(fieldValue('zip', '1', reader(en), 'en')).toBe('1');
    expect(fieldValue('payment_method', 'bitcoin', reader(en), 'en')).toBe('bitcoin');
  });
});
