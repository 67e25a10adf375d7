import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './history-diff';

describe('diffSnapshots: the fields of a section that changed, sensitive ones only as changed', () => {
  it('gives before and after of plain fields, and nothing for an unchanged save', () => {
    const a = { address1: '55 PEACHTREE ST', city: 'ATLANTA' };
    const b = { address1: '200 PEACHTREE ST', city: 'ATLANTA' };
    expect(diffSnapshots('contact_info', a, b)).toEqual([
      { field: 'address1', before: '55 PEACHTREE ST', after: '200 PEACHTREE ST', masked: false },
    ]);
    expect(diffSnapshots('contact_info', b, b)).toEqual([]);
  });

  it('compares SSNs and numbers opened but never answers them; the same mask with a new number still counts', () => {
    const changes = diffSnapshots(
      'primary_info',
      { ssn: '512345678', first_name: 'Ana' },
      { ssn: '999345678', first_name: 'Ana' },
    );
    expect(changes).toEqual([{ field: 'ssn', before: null, after: null, masked: true }]);
    expect(JSON.stringify(changes)).not.toMatch(/\d{4}/);
    expect(diffSnapshots('payment_info', null, { card_number: '************1111', brand: 'visa' })).toEqual([
      { field: 'card_number', before: null, after: null, masked: true },
      { field: 'brand', before: null, after: 'visa', masked: false },
    ]);
  });

  it('reports health answers as one changed row, for the step and inside a dependent', () => {
    expect(diffSnapshots('health_info', { a: [0] }, { a: [1] })).toEqual([
      { field: 'answers', before: null, after: null, masked: true },
    ]);
    const dep = (answer: number) => [{ primary_info: { first_name: 'Luis' }, health_info: { a: [answer] } }];
    expect(diffSnapshots('dependent_info', dep(0), dep(1))).toEqual([
      { field: '1.health_info', before: null, after: null, masked: true },
    ]);
  });

  it('numbers list entries from 1 and lists removed fields after the rest', () => {
    const before = [{ first_name: 'Luis' }, { first_name: 'Eva' }];
    const after = [{ first_name: 'Luis' }];
    expect(diffSnapshots('benificiary_info', before, after)).toEqual([
      { field: '2.first_name', before: 'Eva', after: null, masked: false },
    ]);
  });

  it("leaves out the agreement evidence's bookkeeping, which means nothing to a reader", () => {
    const signed = (hash: string) => ({ signer_name: 'Ana Rivera', texts_version: 3, texts_hash: hash });
    expect(diffSnapshots('aggrement_info', null, signed('ab12'))).toEqual([
      { field: 'signer_name', before: null, after: 'Ana Rivera', masked: false },
    ]);
    expect(diffSnapshots('aggrement_info', signed('ab12'), signed('cd34'))).toEqual([]);
  });
});
