import { dayNumber, type IsoDate } from './calendar-days';
import type { Change, LifeEventKind, ReportedEvent } from './life-event-kinds';
import { effectiveOf, statusOn, windowOf } from './life-event-rules';
import { openEnrollmentState, type Extensions, type PlanYear } from './open-enrollment';
import { newHireState, type WaitingPeriodRule } from './waiting-period';
import {
  CHANGE_NOT_ALLOWED,
  ENROLLMENT_CLOSED_CONTACT,
  ENROLLMENT_CLOSED_REPORT,
  EVENT_AWAITING_APPROVAL,
  NEW_HIRE_FROM,
  OPEN_ENROLLMENT_FROM,
} from './window-messages';

export type EnrollmentContext = {
  today: IsoDate;
  planYear: PlanYear | null;
  extensions?: Extensions;
  /** The census hire date and the group's rule; either absent for someone not on a census. */
  hireDate?: IsoDate | null;
  waitingPeriod?: WaitingPeriodRule | null;
  /** The employee's reported events, with their ids. */
  events?: (ReportedEvent & { eventId: number })[];
  /** The kinds the group offers (so "report a life event" is only shown when there is one). */
  offeredKinds?: readonly LifeEventKind[];
};

/**
 * Whether an employee of a group may start (or change) an enrollment today, and why: the answer
 * the store, the invitation landing and the board show. `reason` is a code the screens translate;
 * the dates are those the sentence needs ("Open enrollment ends in N days", "You may enroll from
 * 1 May; coverage starts 1 June", "Enrollment is closed - report a life event").
 * Open enrollment comes first (any change), then the new hire's own window, then a life event
 * (only its changes). A person's open window is never shortened by another rule.
 */
export type MayEnroll =
  | {
      may: true;
      reason: 'open-enrollment';
      closesOn: IsoDate;
      daysLeft: number;
      coverageStartsOn: IsoDate;
      extended: boolean;
    }
  | { may: true; reason: 'new-hire'; closesOn: IsoDate; daysLeft: number; coverageStartsOn: IsoDate }
  | {
      may: true;
      reason: 'life-event';
      eventId: number;
      closesOn: IsoDate;
      daysLeft: number;
      coverageStartsOn: IsoDate;
      allows: readonly Change[];
      /** The event still waits for the group administrator: changes are held until approved. */
      awaitingApproval: boolean;
    }
  | { may: false; reason: 'new-hire-upcoming'; opensOn: IsoDate; coverageStartsOn: IsoDate }
  | { may: false; reason: 'open-enrollment-upcoming'; opensOn: IsoDate; closesOn: IsoDate }
  | { may: false; reason: 'closed'; canReportEvent: boolean };

export function mayEnroll(c: EnrollmentContext): MayEnroll {
  const oe = openEnrollmentState(c.planYear, c.today, c.extensions);
  if (oe.state === 'open')
    return {
      may: true,
      reason: 'open-enrollment',
      closesOn: oe.closesOn,
      daysLeft: oe.daysLeft,
      coverageStartsOn: oe.coverageStartsOn,
      extended: oe.extended,
    };

  const hire = c.hireDate && c.waitingPeriod ? newHireState(c.waitingPeriod, c.hireDate, c.today) : null;
  if (hire?.state === 'open')
    return {
      may: true,
      reason: 'new-hire',
      closesOn: hire.window.closesOn,
      daysLeft: hire.daysLeft,
      coverageStartsOn: hire.window.coverageStartsOn,
    };

  const t = dayNumber(c.today);
  // The open event with the latest deadline wins: it leaves the most time.
  const open = (c.events ?? [])
    .map((e) => ({ e, status: statusOn(e, c.today), window: windowOf(e) }))
    .filter(
      ({ status, window }) =>
        (status === 'pending' || status === 'approved') &&
        t >= dayNumber(window.opensOn) &&
        t <= dayNumber(window.deadline),
    )
    .sort((a, b) => dayNumber(b.window.deadline) - dayNumber(a.window.deadline))[0];
  if (open)
    return {
      may: true,
      reason: 'life-event',
      eventId: open.e.eventId,
      closesOn: open.window.deadline,
      daysLeft: dayNumber(open.window.deadline) - t,
      coverageStartsOn: effectiveOf(open.e),
      allows: open.e.kind.allows,
      awaitingApproval: open.e.kind.needsApproval && open.status !== 'approved',
    };

  if (hire?.state === 'upcoming')
    return {
      may: false,
      reason: 'new-hire-upcoming',
      opensOn: hire.window.opensOn,
      coverageStartsOn: hire.window.coverageStartsOn,
    };
  if (oe.state === 'upcoming')
    return { may: false, reason: 'open-enrollment-upcoming', opensOn: oe.opensOn, closesOn: oe.closesOn };
  return { may: false, reason: 'closed', canReportEvent: (c.offeredKinds ?? []).length > 0 };
}

/** What a call is about to do: start an enrollment, or one change a life event may allow. */
export type Attempt = 'start' | Change;

/**
 * Why this answer does not let the employee do `attempt` now, worded for them with the way in that
 * remains; null when it may go through. Open enrollment and a new hire's window allow anything; a
 * life event only what its kind allows (a birth adds the child, a marriage the spouse), and only
 * once approved when its kind needs approval (a self-attested one at once). Starting an enrollment
 * is allowed under any open event: the changes inside it are checked one by one.
 */
export function refusalOf(m: MayEnroll, attempt: Attempt): string | null {
  switch (m.reason) {
    case 'open-enrollment':
    case 'new-hire':
      return null;
    case 'life-event':
      if (m.awaitingApproval) return EVENT_AWAITING_APPROVAL;
      return attempt === 'start' || m.allows.includes(attempt) ? null : CHANGE_NOT_ALLOWED;
    case 'new-hire-upcoming':
      return NEW_HIRE_FROM.replace('{date}', m.opensOn);
    case 'open-enrollment-upcoming':
      return OPEN_ENROLLMENT_FROM.replace('{date}', m.opensOn);
    case 'closed':
      return m.canReportEvent ? ENROLLMENT_CLOSED_REPORT : ENROLLMENT_CLOSED_CONTACT;
  }
}

/**
 * The day coverage starts when the change is made under a life event: the kind's effective-date
 * rule applied to the event, as fixed when it was reported (a birth: the birth date; a marriage:
 * the first of the next month). Only when the event is the way in and its changes may go through
 * (approved, or self-attested); null otherwise, and the cart offers the first of the coming months.
 */
export const eventCoverageStart = (m: MayEnroll | null): IsoDate | null =>
  m?.reason === 'life-event' && !m.awaitingApproval ? m.coverageStartsOn : null;

/** The one day coverage starts through the employee's way in, and which way that is. */
export type WindowStart = { day: IsoDate; window: 'life-event' | 'open-enrollment' | 'new-hire' };

/**
 * The day coverage chosen today starts, for an employee held to their group's calendar (ADR 0034
 * "Coverage dates of a window"): under a life event the event's day (eventCoverageStart); during
 * open enrollment the plan year's coverage start; in a new hire's window the day their waiting
 * period ends. Null when the person may not enroll today or their event still waits for approval.
 */
export function windowCoverageStart(m: MayEnroll | null): WindowStart | null {
  if (m?.reason === 'open-enrollment' || m?.reason === 'new-hire')
    return { day: m.coverageStartsOn, window: m.reason };
  const event = eventCoverageStart(m);
  return event ? { day: event, window: 'life-event' } : null;
}
