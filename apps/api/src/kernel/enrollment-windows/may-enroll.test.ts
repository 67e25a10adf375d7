import { describe, expect, it } from 'vitest';
import { DEFAULT_LIFE_EVENT_KINDS, type LifeEventKind, type ReportedEvent } from './life-event-kinds';
import { eventCoverageStart, mayEnroll, refusalOf, type EnrollmentContext } from './may-enroll';
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

describe('what an answer lets the employee do (refusalOf)', () => {
  const CLOSED_REPORT =
    'Enrollment is closed - report a life event (such as a marriage, a birth or a loss of other coverage) or contact your administrator.';
  it('open enrollment and a new hire window: anything', () => {
    for (const m of [mayEnroll(base({})), mayEnroll(base({ today: '2026-12-10', hireDate: '2026-12-01' }))])
      for (const a of [
        'start',
        'enroll-self',
        'add-spouse',
        'add-child',
        'change-tier',
        'change-plan',
      ] as const)
        expect(refusalOf(m, a), `${m.reason} ${a}`).toBeNull();
  });
  it('closed: the way in that remains, or the administrator when no kind is offered', () => {
    expect(refusalOf(mayEnroll(base({ today: '2026-12-10' })), 'enroll-self')).toBe(CLOSED_REPORT);
    expect(refusalOf(mayEnroll(base({ today: '2026-12-10', offeredKinds: [] })), 'start')).toBe(
      'Enrollment is closed - contact your administrator.',
    );
  });
  it('before a window opens: from when', () => {
    expect(refusalOf(mayEnroll(base({ today: '2026-10-31' })), 'start')).toBe(
      'Open enrollment opens on 2026-11-01.',
    );
    expect(refusalOf(mayEnroll(base({ today: '2026-12-10', hireDate: '2026-12-15' })), 'start')).toBe(
      'As a new hire, you may enroll from 2026-12-15.',
    );
  });
  it("a life event: held while it waits for approval, then only its kind's changes", () => {
    const on = (status: 'pending' | 'approved', k = 'birth') =>
      mayEnroll(base({ today: '2027-02-20', events: [birth({ kind: kind(k), status })] }));
    expect(refusalOf(on('pending'), 'add-child')).toBe(
      "Your life event is waiting for your administrator's approval: you may change your benefits once it is approved.",
    );
    expect(refusalOf(on('approved'), 'start')).toBeNull();
    expect(refusalOf(on('approved'), 'add-child')).toBeNull();
    expect(refusalOf(on('approved'), 'change-tier')).toBeNull();
    expect(refusalOf(on('approved'), 'change-plan')).toBe('This event does not allow this change.');
    expect(refusalOf(on('approved', 'death-of-dependent'), 'enroll-self')).toBe(
      'This event does not allow this change.',
    );
    expect(refusalOf(on('approved', 'death-of-dependent'), 'change-tier')).toBeNull();
    // A kind that needs no approval (a move) counts at once, for its own changes only.
    const move = mayEnroll(
      base({
        today: '2027-02-20',
        events: [birth({ kind: kind('move'), status: 'pending', hasDocument: false })],
      }),
    );
    expect(refusalOf(move, 'change-plan')).toBeNull();
    expect(refusalOf(move, 'add-spouse')).toBe('This event does not allow this change.');
  });
});

describe('when coverage starts under a life event (eventCoverageStart)', () => {
  const after = (e: ReturnType<typeof birth>, today = '2027-02-15') =>
    mayEnroll(base({ today, events: [e] }));
  it('an approved birth: the birth date, even in the past and mid-month', () => {
    expect(eventCoverageStart(after(birth({ status: 'approved' })))).toBe('2027-02-10');
  });
  it('an approved marriage: the first of the month after the later of the event and the report', () => {
    const m = birth({
      kind: kind('marriage'),
      status: 'approved',
      eventDate: '2027-02-10',
      reportedOn: '2027-02-12',
    });
    expect(eventCoverageStart(after(m))).toBe('2027-03-01');
    // married on the last day of the year, reported on 2 January: 1 February
    const late = birth({
      kind: kind('marriage'),
      status: 'approved',
      eventDate: '2027-12-31',
      reportedOn: '2028-01-02',
    });
    expect(eventCoverageStart(after(late, '2028-01-05'))).toBe('2028-02-01');
  });
  it('a death of a dependent: the day after; the date fixed at the report wins over the catalogue', () => {
    const d = birth({ kind: kind('death-of-dependent'), status: 'approved', eventDate: '2027-02-28' });
    expect(eventCoverageStart(after(d, '2027-03-02'))).toBe('2027-03-01');
    const fixed = birth({
      status: 'approved',
      fixed: { deadline: '2027-03-12', documentsDueOn: '2027-03-14', effectiveOn: '2027-02-11' },
    });
    expect(eventCoverageStart(after(fixed))).toBe('2027-02-11');
  });
  it('a self-attested kind at once; a pending one needing approval, none; no event or open enrollment, none', () => {
    const move = birth({ kind: kind('move'), status: 'pending', eventDate: '2027-02-10' });
    expect(eventCoverageStart(after(move))).toBe('2027-03-01');
    expect(eventCoverageStart(after(birth()))).toBeNull();
    expect(eventCoverageStart(mayEnroll(base({ today: '2027-02-15' })))).toBeNull();
    expect(eventCoverageStart(mayEnroll(base({ events: [birth({ status: 'approved' })] })))).toBeNull();
    expect(eventCoverageStart(null)).toBeNull();
  });
});
