import { describe, expect, it } from 'vitest';
import type { BoardRow, CensusStatus } from '@bs/contract';
import { canInvite, canRemind, canRevoke } from './row-actions';

const row = (status: CensusStatus, more: Partial<BoardRow> = {}): BoardRow => ({
  census_id: 1,
  employee_id: 'E-1',
  first_name: 'Ana',
  last_name: 'Rivera',
  email: 'ana@example.com',
  lang: 'en',
  eligible: true,
  status,
  invited_at: status === 'not_invited' ? null : '2026-01-01T00:00:00.000Z',
  last_reminded_at: null,
  opened_at: null,
  waived_at: null,
  waive_reason: null,
  last_activity_at: null,
  link_live: status !== 'not_invited',
  plans: [],
  monthly_cents: 0,
  ...more,
});

// Issue 32: the board offers an action only to the people it applies to (the API's own rules).
describe('board row actions', () => {
  it('reminds only the eligible invited who have not finished', () => {
    expect(canRemind(row('invited'))).toBe(true);
    expect(canRemind(row('opened'))).toBe(true);
    expect(canRemind(row('in_progress'))).toBe(true);
    for (const s of ['not_invited', 'enrolled', 'waived'] as const) expect(canRemind(row(s))).toBe(false);
    expect(canRemind(row('invited', { eligible: false }))).toBe(false);
  });

  it('revokes only a link that still opens, before enrollment', () => {
    expect(canRevoke(row('invited'))).toBe(true);
    expect(canRevoke(row('waived'))).toBe(true);
    expect(canRevoke(row('invited', { link_live: false }))).toBe(false);
    expect(canRevoke(row('not_invited'))).toBe(false);
    expect(canRevoke(row('enrolled'))).toBe(false);
  });

  it('invites anyone eligible not enrolled', () => {
    expect(canInvite(row('not_invited'))).toBe(true);
    expect(canInvite(row('waived'))).toBe(true);
    expect(canInvite(row('enrolled'))).toBe(false);
    expect(canInvite(row('not_invited', { eligible: false }))).toBe(false);
  });
});
