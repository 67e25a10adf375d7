import { addDays, dayNumber, firstOfNextMonth, laterOf, type IsoDate } from './calendar-days';
import type { Change, LifeEventKind, ReportedEvent } from './life-event-kinds';

/**
 * The days around an event when it may be reported (and its changes made): from `daysBefore`
 * before it to `daysAfter` after it, both included. Married on 1 June with 30 days: the last day
 * is 1 July.
 */
export function eventWindow(
  kind: LifeEventKind,
  eventDate: IsoDate,
): { opensOn: IsoDate; deadline: IsoDate } {
  return { opensOn: addDays(eventDate, -kind.daysBefore), deadline: addDays(eventDate, kind.daysAfter) };
}

export type ReportCheck =
  | { ok: true; deadline: IsoDate; documentsDueOn: IsoDate | null; effectiveOn: IsoDate }
  | { ok: false; reason: 'too-early'; opensOn: IsoDate }
  | { ok: false; reason: 'too-late'; deadline: IsoDate };

/** Whether an event of this kind on `eventDate` may be reported on `today`, and its dates if so. */
export function checkReport(kind: LifeEventKind, eventDate: IsoDate, today: IsoDate): ReportCheck {
  const { opensOn, deadline } = eventWindow(kind, eventDate);
  if (dayNumber(today) < dayNumber(opensOn)) return { ok: false, reason: 'too-early', opensOn };
  if (dayNumber(today) > dayNumber(deadline)) return { ok: false, reason: 'too-late', deadline };
  return {
    ok: true,
    deadline,
    documentsDueOn: documentsDueOn(kind, today),
    effectiveOn: effectiveDate(kind, eventDate, today),
  };
}

/** The last day a needed document may arrive: `documentDays` after the report; none if none is asked. */
export const documentsDueOn = (kind: LifeEventKind, reportedOn: IsoDate): IsoDate | null =>
  kind.documents === 'none' ? null : addDays(reportedOn, kind.documentDays);

/** When the event's change takes effect (see EffectiveRule). */
export function effectiveDate(kind: LifeEventKind, eventDate: IsoDate, reportedOn: IsoDate): IsoDate {
  switch (kind.effectiveRule) {
    case 'event-date':
      return eventDate;
    case 'day-after-event':
      return addDays(eventDate, 1);
    case 'first-of-next-month':
      // reported ahead (a loss of coverage), the first after the event; reported late, after the report
      return firstOfNextMonth(laterOf(eventDate, reportedOn));
  }
}

/** Whether the event allows this change (a birth adds a child, never a spouse's removal). */
export const changeAllowed = (kind: LifeEventKind, change: Change): boolean => kind.allows.includes(change);

/** The changes of a request the event does not allow (empty: all allowed). */
export const changesRefused = (kind: LifeEventKind, changes: readonly Change[]): Change[] =>
  changes.filter((c) => !changeAllowed(kind, c));

/**
 * What a pending event becomes on `today` without anyone deciding: a required document that has
 * not arrived by its day makes it expired (the change is refused with that reason); otherwise it
 * stays as it is. Decided events never change by themselves.
 */
export function statusOn(e: ReportedEvent, today: IsoDate): ReportedEvent['status'] {
  if (e.status !== 'pending') return e.status;
  const due = e.fixed ? e.fixed.documentsDueOn : documentsDueOn(e.kind, e.reportedOn);
  if (e.kind.documents === 'required' && !e.hasDocument && due && dayNumber(today) > dayNumber(due))
    return 'expired';
  return 'pending';
}

/**
 * Whether the event's change may go through now: approved (or not needing approval), with its
 * required document. A pending event waits for the group administrator.
 */
export function readyToApply(
  e: ReportedEvent,
  today: IsoDate,
): { ready: boolean; waitingFor?: 'approval' | 'document' } {
  const status = statusOn(e, today);
  if (status === 'denied' || status === 'expired') return { ready: false };
  if (e.kind.documents === 'required' && !e.hasDocument) return { ready: false, waitingFor: 'document' };
  if (e.kind.needsApproval && status !== 'approved') return { ready: false, waitingFor: 'approval' };
  return { ready: true };
}

/** Follow-up list: days until a deadline (negative once past), for sorting and "due in N days". */
/** An event's window, as fixed when it was reported when it was. */
export function windowOf(e: ReportedEvent): { opensOn: IsoDate; deadline: IsoDate } {
  const w = eventWindow(e.kind, e.eventDate);
  return e.fixed ? { ...w, deadline: e.fixed.deadline } : w;
}

/** When an event's change takes effect, as fixed when it was reported when it was. */
export const effectiveOf = (e: ReportedEvent): IsoDate =>
  e.fixed?.effectiveOn ?? effectiveDate(e.kind, e.eventDate, e.reportedOn);

export const daysUntil = (today: IsoDate, day: IsoDate): number => dayNumber(day) - dayNumber(today);
