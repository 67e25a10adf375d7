import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '@bs/contract';
import { groupSaves } from './group-saves';

const person = { key: 'account:1', name: 'Jordan Avery', role: 'rep' as const, verified: true };
const row = (save_id: string, field: string | null, after: string | null = 'x'): HistoryRow => ({
  id: `${save_id}:${field}`,
  save_id,
  at: '2026-11-01T10:00:00.000Z',
  enrollment_id: 'e1',
  step: 'contact_info',
  action: 'save',
  field,
  before: null,
  after,
  masked: false,
  person,
});

describe('groupSaves', () => {
  it('makes one row of each save, its fields in the order the step lists them', () => {
    // As the server answers: newest first, a save's fields in the database's key order.
    const saves = groupSaves([
      row('9', 'zip'),
      row('9', 'city'),
      row('9', '2.first_name'),
      row('9', 'address1'),
      row('9', '1.last_name'),
      row('9', '1.first_name'),
      row('8', null),
      row('7', 'zip'),
    ]);
    expect(saves.map((s) => [s.save_id, s.changes.map((c) => c.field)])).toEqual([
      ['9', ['address1', 'city', 'zip', '1.first_name', '1.last_name', '2.first_name']],
      ['8', []],
      ['7', ['zip']],
    ]);
    expect(saves[0]).toMatchObject({ step: 'contact_info', person, enrollment_id: 'e1' });
  });
  it('answers nothing for no rows', () => {
    expect(groupSaves([])).toEqual([]);
  });
});
