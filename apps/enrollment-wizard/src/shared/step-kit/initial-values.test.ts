import { describe, expect, it } from 'vitest';
import { FieldDefs } from './field-defs';
import { initialValues } from './initial-values';

const empty = { first_name: '', marital_status: '' as number | '', weight: '', flags: { a: 0, b: 0 } };
const defs = new FieldDefs([
  { field_name: 'first_name', value: 'From quote', required: 1, read_only: 0, error: '', message: '' },
  { field_name: 'weight', value: null, required: 1, read_only: 0, error: '', message: '' },
]);

describe('initial values of a step form', () => {
  it('prefers what was saved, then the field definition, then empty', () => {
    expect(initialValues(empty, { marital_status: 1, flags: { b: 1 } }, defs)).toEqual({
      first_name: 'From quote',
      marital_status: 1,
      weight: '',
      flags: { a: 0, b: 1 },
    });
    expect(initialValues(empty, { first_name: 'Ana', weight: '185' }, defs)).toMatchObject({
      first_name: 'Ana',
      weight: '185',
    });
  });

  it('keeps a code the server answers as a number a number', () => {
    expect(initialValues(empty, { marital_status: 0 }).marital_status).toBe(0);
  });
});
