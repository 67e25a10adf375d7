import { describe, expect, it } from 'vitest';
import { DEFAULT_LIFE_EVENT_KINDS, type LifeEventKind, type ReportedEvent } from './life-event-kinds';
import { mayEnroll, type EnrollmentContext } from './may-enroll';
import type { PlanYear } from './open-enrollment';
import { DEFAULT_WAITING_PERIOD } from './waiting-period';

const kind = (k: string): LifeEventKind => DEFAULT_LIFE_EVENT_KINDS.find((x) => x.kind === k)!;
const YEAR: PlanYear = {
  startsOn: '2027-01-01',
  endsOn: '2027-12-31',
  opensOn: '2026-11-01',
  closesOn: '2026-11-30',
  coverageStartsOn: '2027-01-01',
};
const base = (over: Partial<EnrollmentContext>): EnrollmentContext => ({
  today: '2026-11-20',
  planYear: YEAR,
  waitingPeriod: DEFAULT_WAITING_PERIOD,
  hireDate: '2020-01-06',
  offeredKinds: DEFAULT_LIFE_EVENT_KINDS,
  ...over,
});
const birth = (over: Partial<ReportedEvent & { eventId: number }> = {}) => ({
  eventId: 7,
  kind: kind('birth'),
  eventDate: '2027-02-10',
  reportedOn: '2027-02-12',
  status: 'pending' as const,
  hasDocument: true,
  ...over,
});

describe('may an employee enroll today', () => {
  it('during open enrollment: yes, with the days left', () => {
    expect(mayEnroll(base({}))).toEqual({
      may: true,
      reason: 'open-enrollment',
      closesOn: '2026-11-30',
      daysLeft: 10,
      coverageStartsOn: '2027-01-01',
      extended: false,
    });
  });

  it('after it: closed, with the way in that remains', () => {
    expect(mayEnroll(base({ today: '2026-12-01' }))).toEqual({
      may: false,
      reason: 'closed',
      canReportEvent: true,
    });
    expect(mayEnroll(base({ today: '2026-12-01', offeredKinds: [] }))).toMatchObject({
      canReportEvent: false,
    });
    expect(mayEnroll(base({ today: '2026-12-01', extensions: { employee: '2026-12-03' } }))).toMatchObject({
      may: true,
      reason: 'open-enrollment',
      daysLeft: 2,
      extended: true,
    });
  });

  it('before it opens: when it opens', () => {
    expect(mayEnroll(base({ today: '2026-10-15' }))).toEqual({
      may: false,
      reason: 'open-enrollment-upcoming',
      opensOn: '2026-11-01',
      closesOn: '2026-11-30',
    });
  });

  it('a new hire hired today: yes, and when coverage starts', () => {
    expect(mayEnroll(base({ today: '2027-03-02', hireDate: '2027-03-02' }))).toEqual({
      may: true,
      reason: 'new-hire',
      closesOn: '2027-04-01',
      daysLeft: 30,
      coverageStartsOn: '2027-04-01',
    });
    expect(mayEnroll(base({ today: '2027-04-02', hireDate: '2027-03-02' }))).toMatchObject({
      reason: 'closed',
    });
  });

  it('someone hired next month: not yet, with the day and the coverage start', () => {
    expect(mayEnroll(base({ today: '2027-03-02', hireDate: '2027-04-15' }))).toEqual({
      may: false,
      reason: 'new-hire-upcoming',
      opensOn: '2027-04-15',
      coverageStartsOn: '2027-06-01',
    });
  });

  it('a new hire during open enrollment gets open enrollment (any change)', () => {
    expect(mayEnroll(base({ hireDate: '2026-11-10' }))).toMatchObject({ reason: 'open-enrollment' });
  });

  it('a reported birth: only its changes, until its deadline, held until approved', () => {
    const c = base({ today: '2027-02-20', events: [birth()] });
    expect(mayEnroll(c)).toEqual({
      may: true,
      reason: 'life-event',
      eventId: 7,
      closesOn: '2027-03-12',
      daysLeft: 20,
      coverageStartsOn: '2027-02-10',
      allows: kind('birth').allows,
      awaitingApproval: true,
    });
    expect(mayEnroll(base({ today: '2027-03-12', events: [birth({ status: 'approved' })] }))).toMatchObject({
      reason: 'life-event',
      daysLeft: 0,
      awaitingApproval: false,
    });
    expect(mayEnroll(base({ today: '2027-03-13', events: [birth({ status: 'approved' })] }))).toMatchObject({
      reason: 'closed',
    });
  });

  it('a denied or expired event, or one whose document never came, opens nothing', () => {
    expect(mayEnroll(base({ today: '2027-02-20', events: [birth({ status: 'denied' })] }))).toMatchObject({
      reason: 'closed',
    });
    expect(mayEnroll(base({ today: '2027-02-20', events: [birth({ status: 'expired' })] }))).toMatchObject({
      reason: 'closed',
    });
    const late = birth({
      hasDocument: false,
      fixed: { deadline: '2027-03-12', documentsDueOn: '2027-02-15', effectiveOn: '2027-02-10' },
    });
    expect(mayEnroll(base({ today: '2027-02-16', events: [late] }))).toMatchObject({ reason: 'closed' });
  });

  it('of two open events, the one that leaves more time', () => {
    const marriage = { ...birth({ eventId: 8, kind: kind('marriage'), eventDate: '2027-02-15' }) };
    expect(mayEnroll(base({ today: '2027-02-20', events: [birth(), marriage] }))).toMatchObject({
      eventId: 8,
      closesOn: '2027-03-17',
      coverageStartsOn: '2027-03-01',
    });
  });
});
