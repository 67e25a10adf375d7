import { describe, expect, it } from 'vitest';
import es from './i18n/es.json';
import { fieldParts } from './field-label';

const spanish = (key: string): string =>
  String(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], es));

describe('fieldParts', () => {
  it('labels known keys in the reader language and numbers people', () => {
    expect(fieldParts('address1', spanish)).toEqual([{ label: 'Dirección' }]);
    expect(fieldParts('2.first_name', spanish)).toEqual([{ number: 2 }, { label: 'Nombre' }]);
    expect(fieldParts('1.primary_info.ssn', spanish)).toEqual([
      { number: 1 },
      { label: 'Persona' },
      { label: 'SSN' },
    ]);
  });
  it('keeps a key no label knows as its code', () => {
    expect(fieldParts('x_new_field', spanish)).toEqual([{ code: 'x_new_field' }]);
  });
});
