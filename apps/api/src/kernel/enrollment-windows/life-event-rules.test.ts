import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days';
import {
  CHANGES,
  DEFAULT_LIFE_EVENT_KINDS,
  type LifeEventKind,
  type ReportedEvent,
} from './life-event-kinds';
import {
  changeAllowed,
  changesRefused,
  checkReport,
  documentsDueOn,
  effectiveDate,
  eventWindow,
  readyToApply,
  statusOn,
} from './life-event-rules';

const kind = (k: string): LifeEventKind => DEFAULT_LIFE_EVENT_KINDS.find((x) => x.kind === k)!;

describe('the default life-event catalogue', () => {
  it('has the seven kinds of the issue (birth and adoption apart for their 834 codes)', () => {
    expect(DEFAULT_LIFE_EVENT_KINDS.map((k) => [k.kind, k.reasonCode])).toEqual([
      ['marriage', '32'],
      ['divorce', '01'],
      ['birth', '02'],
      ['adoption', '05'],
      ['death-of-dependent', '03'],
      ['loss-of-coverage', '33'],
      ['move', '43'],
      ['employment-status', '33'],
    ]);
    for (const k of DEFAULT_LIFE_EVENT_KINDS) {
      expect(k.allows.length).toBeGreaterThan(0);
      for (const c of k.allows) expect(CHANGES).toContain(c);
    }
  });
});

// Every kind at its boundary days: the first day it may be reported, the deadline, the day after.
describe.each(DEFAULT_LIFE_EVENT_KINDS.map((k) => [k.kind, k] as const))('%s', (_, k) => {
  const event = '2026-06-15';
  it('may be reported from its first day to its deadline, both included', () => {
    const { opensOn, deadline } = eventWindow(k, event);
    expect(opensOn).toBe(addDays(event, -k.daysBefore));
    expect(deadline).toBe(addDays(event, k.daysAfter));
    expect(checkReport(k, event, addDays(opensOn, -1))).toEqual({ ok: false, reason: 'too-early', opensOn });
    expect(checkReport(k, event, opensOn)).toMatchObject({ ok: true, deadline });
    expect(checkReport(k, event, deadline)).toMatchObject({ ok: true, deadline });
    expect(checkReport(k, event, addDays(deadline, 1))).toEqual({ ok: false, reason: 'too-late', deadline });
  });

  it('asks its documents by the right day', () => {
    const due = documentsDueOn(k, '2026-06-20');
    expect(due).toBe(k.documents === 'none' ? null : addDays('2026-06-20', k.documentDays));
  });

  it('allows exactly its own changes', () => {
    for (const c of CHANGES) expect(changeAllowed(k, c)).toBe(k.allows.includes(c));
  });
});

describe('effective dates', () => {
  it('a birth or an adoption: the day of the event, however late reported', () => {
    expect(effectiveDate(kind('birth'), '2026-06-15', '2026-07-10')).toBe('2026-06-15');
    expect(effectiveDate(kind('adoption'), '2026-06-30', '2026-06-30')).toBe('2026-06-30');
  });
  it('a death: the day after', () => {
    expect(effectiveDate(kind('death-of-dependent'), '2026-06-30', '2026-07-02')).toBe('2026-07-01');
    expect(effectiveDate(kind('death-of-dependent'), '2026-12-31', '2027-01-05')).toBe('2027-01-01');
  });
  it('a marriage: the first of the month after the later of the event and its report', () => {
    expect(effectiveDate(kind('marriage'), '2026-06-15', '2026-06-20')).toBe('2026-07-01');
    expect(effectiveDate(kind('marriage'), '2026-06-30', '2026-07-01')).toBe('2026-08-01');
    expect(effectiveDate(kind('marriage'), '2026-06-01', '2026-06-01')).toBe('2026-07-01');
  });
  it('a loss of coverage reported ahead: the first after the last day of the other coverage, no gap', () => {
    expect(effectiveDate(kind('loss-of-coverage'), '2026-06-30', '2026-05-10')).toBe('2026-07-01');
    expect(checkReport(kind('loss-of-coverage'), '2026-06-30', '2026-05-01')).toMatchObject({ ok: true });
    expect(checkReport(kind('loss-of-coverage'), '2026-06-30', '2026-04-30')).toMatchObject({
      reason: 'too-early',
    });
  });
  it('fixes the dates when reported', () => {
    expect(checkReport(kind('birth'), '2026-06-15', '2026-06-25')).toEqual({
      ok: true,
      deadline: '2026-07-15',
      documentsDueOn: '2026-07-25',
      effectiveOn: '2026-06-15',
    });
  });
});

describe('what an event allows', () => {
  it('a birth adds the child, never removes a spouse; a marriage adds the spouse and may change tier', () => {
    expect(changesRefused(kind('birth'), ['add-child'])).toEqual([]);
    expect(changesRefused(kind('birth'), ['add-child', 'remove-spouse'])).toEqual(['remove-spouse']);
    // a birth or an adoption: the child, the employee with them and the tier; never a spouse or a switch
    for (const k of ['birth', 'adoption'])
      expect(
        changesRefused(kind(k), ['enroll-self', 'add-child', 'change-tier', 'add-spouse', 'change-plan']),
      ).toEqual(['add-spouse', 'change-plan']);
    expect(changesRefused(kind('marriage'), ['add-spouse', 'change-tier'])).toEqual([]);
    expect(changeAllowed(kind('divorce'), 'add-spouse')).toBe(false);
    expect(changeAllowed(kind('move'), 'add-child')).toBe(false);
    expect(changeAllowed(kind('employment-status'), 'drop-coverage')).toBe(true);
  });
});

describe('an event without its document', () => {
  const birth = (over: Partial<ReportedEvent> = {}): ReportedEvent => ({
    kind: kind('birth'),
    eventDate: '2026-06-15',
    reportedOn: '2026-06-16',
    status: 'pending',
    hasDocument: false,
    ...over,
  });
  it('stays pending through the documents day and expires the day after', () => {
    expect(statusOn(birth(), '2026-07-16')).toBe('pending');
    expect(statusOn(birth(), '2026-07-17')).toBe('expired');
    expect(statusOn(birth({ hasDocument: true }), '2026-08-30')).toBe('pending');
    expect(statusOn(birth({ status: 'approved' }), '2026-08-30')).toBe('approved');
  });
  it('uses the days fixed when reported over the catalogue of today', () => {
    const fixed = { deadline: '2026-07-15', documentsDueOn: '2026-07-01', effectiveOn: '2026-06-15' };
    expect(statusOn(birth({ fixed }), '2026-07-02')).toBe('expired');
  });
  it('an optional document never expires it; a move needs no approval', () => {
    const move = { ...birth(), kind: kind('move') };
    expect(statusOn(move, '2027-01-01')).toBe('pending');
    expect(readyToApply(move, '2026-06-20')).toEqual({ ready: true });
  });
  it('waits for the document, then for approval', () => {
    expect(readyToApply(birth(), '2026-06-20')).toEqual({ ready: false, waitingFor: 'document' });
    expect(readyToApply(birth({ hasDocument: true }), '2026-06-20')).toEqual({
      ready: false,
      waitingFor: 'approval',
    });
    expect(readyToApply(birth({ hasDocument: true, status: 'approved' }), '2026-06-20')).toEqual({
      ready: true,
    });
    expect(readyToApply(birth({ hasDocument: true, status: 'denied' }), '2026-06-20')).toEqual({
      ready: false,
    });
    expect(readyToApply(birth(), '2026-07-17')).toEqual({ ready: false });
  });
});
