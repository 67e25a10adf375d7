import type { Handler } from '../../kernel/handler';
import { fieldError, invalid } from '../../http/errors';
import { todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { eventsOfEmployee, reportEvent } from '../../kernel/enrollment-windows/life-events.repository';
import { offeredKinds } from '../../kernel/enrollment-windows/life-event-kinds.repository';
import {
  EVENT_IN_FUTURE,
  EVENT_KIND_OFF,
  EVENT_TOO_LATE,
} from '../../kernel/enrollment-windows/window-messages';
import { actorOf, recordCalendarChange } from '../../kernel/enrollment/audit.repository';
import { reportingEmployee } from './life-event-reporter';

const STAFF = new Set(['rep', 'group_admin', 'platform_admin']);

export const ALREADY_REPORTED = 'You already reported this kind of event; it is waiting for a decision.';

/**
 * POST report-life-event (issue 29, ADR 0034): the employee (signed-in member, or the invitation
 * holder's bound browser), or staff for an employee of the census (`census_id`), reports an event of a kind their group offers, within its window; its
 * deadline, documents' day and effective date are fixed now and answered, with whether a document
 * is needed. A second pending event of the same kind is refused: the first one is still open.
 */
export const reportLifeEvent: Handler<'report-life-event'> = async ({ db, req, body, lang, config }) => {
  const who = await reportingEmployee(db, req, body.token, body.census_id, body.member_user_id);
  const today = todayUtc();
  const kinds = await offeredKinds(db, who.groupId, lang);
  const kind = kinds.find((k) => k.kind === body.kind);
  if (!kind) throw invalid('kind', EVENT_KIND_OFF);
  const open = await eventsOfEmployee(db, { censusId: who.censusId, memberUserId: who.memberUserId });
  if (open.some((e) => e.kind === kind.kind && e.status === 'pending'))
    throw fieldError(409, 'kind', ALREADY_REPORTED);
  const r = await db.transaction(async (tx) => {
    const reported = await reportEvent(tx, {
      groupId: who.groupId,
      censusId: who.censusId,
      memberUserId: who.memberUserId,
      kind: kind.kind,
      eventDate: body.event_date,
      today,
      by: who.by,
    });
    // Reported by staff for the employee: the change history says who (the employee's own report
    // is theirs, as their enrollment's changes are).
    if (reported.ok && STAFF.has(who.by.kind))
      await recordCalendarChange(
        tx,
        who.memberUserId,
        'life-event',
        {
          before: {},
          after: {
            group_id: who.groupId,
            census_id: who.censusId,
            event_id: reported.eventId,
            kind: kind.kind,
            event_date: body.event_date,
            status: 'pending',
            reported_by: who.by.kind,
          },
        },
        { ...actorOf(req, null, config.dataKey), key: config.dataKey },
      );
    return reported;
  });
  if (!r.ok) {
    if (r.reason === 'too-early')
      throw invalid('event_date', EVENT_IN_FUTURE.replace('{days}', String(kind.daysBefore)));
    if (r.reason === 'too-late')
      throw invalid('event_date', EVENT_TOO_LATE.replace('{deadline}', r.deadline));
    // Another report of the kind got in between the check above and this one (migration 0039).
    if (r.reason === 'already-pending') throw fieldError(409, 'kind', ALREADY_REPORTED);
    throw invalid('kind', EVENT_KIND_OFF);
  }
  return {
    event_id: r.eventId,
    kind: kind.kind,
    event_date: body.event_date,
    deadline: r.deadline,
    documents_due_on: r.documentsDueOn,
    effective_on: r.effectiveOn,
    documents: kind.documents,
    needs_approval: kind.needsApproval,
    status: 'pending',
  };
};
