import type { EnrollmentStatus } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { fieldError, invalid, notFound } from '../../http/errors';
import { authorize, requirePrincipal } from '../../kernel/access/access';
import { authorizeInvitationHolder } from '../../kernel/access/invitation-links';
import { todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { enrollmentStatus } from '../../kernel/enrollment-windows/enrollment-status.service';
import {
  decisionReason,
  eventById,
  eventsOfEmployee,
  type StoredEvent,
} from '../../kernel/enrollment-windows/life-events.repository';
import { DOCUMENT_MISSING } from '../../kernel/enrollment-windows/window-messages';
import type { DataKey } from '../../kernel/crypto/data-key';
import { t } from '../../i18n/messages';
import { catalogue, offeredKinds } from '../../kernel/enrollment-windows/life-event-kinds.repository';
import type { MayEnroll } from '../../kernel/enrollment-windows/may-enroll';
import { NOT_IN_GROUP } from './extend-open-enrollment.handler';

export const LINK_NOT_VALID = 'This invitation link is not valid any more.';
export const CHOOSE_EMPLOYEE = 'Please choose an employee of the group.';
export const MEMBER_NOT_IN_GROUP = 'This member is not an employee of this group.';

/** The rules' answer in the contract's words. */
function statusData(m: MayEnroll): EnrollmentStatus {
  switch (m.reason) {
    case 'open-enrollment':
      return {
        may: true,
        reason: m.reason,
        closes_on: m.closesOn,
        days_left: m.daysLeft,
        coverage_starts_on: m.coverageStartsOn,
        extended: m.extended,
      };
    case 'new-hire':
      return {
        may: true,
        reason: m.reason,
        closes_on: m.closesOn,
        days_left: m.daysLeft,
        coverage_starts_on: m.coverageStartsOn,
      };
    case 'life-event':
      return {
        may: true,
        reason: m.reason,
        event_id: m.eventId,
        closes_on: m.closesOn,
        days_left: m.daysLeft,
        coverage_starts_on: m.coverageStartsOn,
        allows: [...m.allows],
        awaiting_approval: m.awaitingApproval,
      };
    case 'new-hire-upcoming':
      return { may: false, reason: m.reason, opens_on: m.opensOn, coverage_starts_on: m.coverageStartsOn };
    case 'open-enrollment-upcoming':
      return { may: false, reason: m.reason, opens_on: m.opensOn, closes_on: m.closesOn };
    case 'closed':
      return { may: false, reason: m.reason, can_report_event: m.canReportEvent };
  }
}

/**
 * The employee's own status with the kinds their group offers, so the report-a-life-event form
 * can offer them (labels in the reader's language), and, while an event of theirs is open, whether
 * its document is still awaited (so a landing opened again can take it); staff read the calendar.
 */
async function withKinds(
  db: Parameters<Handler<'get-enrollment-status'>>[0]['db'],
  key: DataKey,
  status: EnrollmentStatus,
  groupId: number,
  lang: Parameters<typeof offeredKinds>[2],
  who: { censusId: number | null; memberUserId: number | null },
): Promise<EnrollmentStatus> {
  const kinds = await offeredKinds(db, groupId, lang);
  const events = (await eventsOfEmployee(db, who)).filter((e) => e.groupId === groupId);
  // The event the status is about; else (open enrollment, a new hire's window) the employee's
  // newest pending event, so its document can still be sent (ADR 0034, "Staff send a document").
  const pending = status.event_id === undefined ? events.find((e) => e.status === 'pending') : undefined;
  const refused = await refusedEvent(db, key, events, lang);
  const eventId = status.event_id ?? pending?.eventId;
  const event = eventId !== undefined ? await eventById(db, eventId) : null;
  const kind = event && (await catalogue(db, lang)).find((k) => k.kind === event.kind);
  return {
    ...status,
    ...(event && kind && { event_id: event.eventId }),
    ...(event &&
      kind && {
        open_event: {
          kind: event.kind,
          label: kind.label,
          event_date: event.eventDate,
          documents: kind.documents,
          documents_received: event.documents,
          documents_due_on: event.documentsDueOn,
        },
      }),
    ...(refused && { refused_event: refused }),
    event_kinds: kinds.map((k) => ({
      kind: k.kind,
      label: k.label,
      days_before: k.daysBefore,
      days_after: k.daysAfter,
      documents: k.documents,
    })),
  };
}

/**
 * The employee's most recently reported event when it was refused (denied, or expired without its
 * document) and nothing was reported after it: its kind, day and reason. A denial's reason is the
 * administrator's words (sealed, opened here for the employee and staff of the group, who read the
 * status); an expiry's is the platform's sentence in the reader's language.
 */
async function refusedEvent(
  db: Parameters<Handler<'get-enrollment-status'>>[0]['db'],
  key: DataKey,
  events: StoredEvent[],
  lang: Parameters<typeof offeredKinds>[2],
): Promise<EnrollmentStatus['refused_event']> {
  const newest = [...events].sort((a, b) => b.eventId - a.eventId)[0];
  if (!newest || (newest.status !== 'denied' && newest.status !== 'expired')) return undefined;
  const label = (await catalogue(db, lang)).find((k) => k.kind === newest.kind)?.label ?? newest.kind;
  const reason =
    newest.status === 'expired'
      ? t(lang, DOCUMENT_MISSING, { due: newest.documentsDueOn ?? newest.deadline })
      : ((await decisionReason(db, key, newest.eventId)) ?? '');
  return { kind: newest.kind, label, event_date: newest.eventDate, status: newest.status, reason };
}

type CensusRow = { census_id: number; group_id: number; member_user_id: number | null };
const censusRow = async (db: Parameters<Handler<'get-enrollment-status'>>[0]['db'], censusId: number) =>
  (
    await db.query<CensusRow>(
      'SELECT census_id::int AS census_id, group_id, member_user_id FROM census_employees WHERE census_id = $1',
      [censusId],
    )
  )[0];

/**
 * GET get-enrollment-status (issue 29): may this employee enroll today, and why (ADR 0034). Whose:
 * an invitation holder's own (`token`, from the browser bound to the link, the decision of
 * kernel/access/invitation-links.ts); else the signed-in member's own; else, for staff, the census
 * row named (access rule 'view-enrollment-status' on its group). A member of no group is not held
 * to a group's calendar ('not-in-a-group').
 */
export const getEnrollmentStatus: Handler<'get-enrollment-status'> = async ({
  db,
  req,
  query,
  lang,
  config,
}) => {
  const today = todayUtc();
  const ctx = { req, db };
  if (query.token !== undefined) {
    const censusId = await authorizeInvitationHolder(db, req, query.token);
    if (censusId === undefined) throw fieldError(403, 'token', LINK_NOT_VALID);
    const row = (await censusRow(db, censusId))!;
    const m = await enrollmentStatus(db, {
      groupId: row.group_id,
      censusId,
      memberUserId: row.member_user_id,
      today,
      lang,
    });
    return withKinds(db, config.dataKey, statusData(m), row.group_id, lang, {
      censusId,
      memberUserId: row.member_user_id,
    });
  }
  const principal = await requirePrincipal(ctx);
  if (principal.kind === 'member') {
    await authorize(ctx, 'view-enrollment-status', { user_id: principal.user_id });
    const [member] = await db.query<{ group_id: number | null; census_id: number | null }>(
      `SELECT m.group_id, (SELECT c.census_id::int FROM census_employees c
                             WHERE c.member_user_id = m.user_id AND c.group_id = m.group_id LIMIT 1) AS census_id
         FROM members m WHERE m.user_id = $1`,
      [principal.user_id],
    );
    if (!member?.group_id) return { may: true, reason: 'not-in-a-group' };
    const m = await enrollmentStatus(db, {
      groupId: member.group_id,
      censusId: member.census_id,
      memberUserId: principal.user_id,
      today,
      lang,
    });
    return withKinds(db, config.dataKey, statusData(m), member.group_id, lang, {
      censusId: member.census_id,
      memberUserId: principal.user_id!,
    });
  }
  if (query.census_id === undefined && query.member_user_id !== undefined) {
    // A member of a group, from the current-members screen: their census row in it when they have one.
    const [member] = await db.query<{ group_id: number | null; census_id: number | null }>(
      `SELECT m.group_id, (SELECT c.census_id::int FROM census_employees c
                             WHERE c.member_user_id = m.user_id AND c.group_id = m.group_id LIMIT 1) AS census_id
         FROM members m WHERE m.user_id = $1`,
      [query.member_user_id],
    );
    await authorize(ctx, 'view-enrollment-status', { group_id: member?.group_id ?? query.group_id ?? null });
    if (!member?.group_id || (query.group_id !== undefined && member.group_id !== query.group_id))
      throw notFound('member_user_id', MEMBER_NOT_IN_GROUP);
    const m = await enrollmentStatus(db, {
      groupId: member.group_id,
      censusId: member.census_id,
      memberUserId: query.member_user_id,
      today,
      lang,
    });
    return withKinds(db, config.dataKey, statusData(m), member.group_id, lang, {
      censusId: member.census_id,
      memberUserId: query.member_user_id,
    });
  }
  if (query.census_id === undefined) throw invalid('census_id', CHOOSE_EMPLOYEE);
  const row = await censusRow(db, query.census_id);
  // A row of another group answers like a group the caller may not see: nothing to probe.
  await authorize(ctx, 'view-enrollment-status', { group_id: row?.group_id ?? query.group_id ?? null });
  if (!row || (query.group_id !== undefined && row.group_id !== query.group_id))
    throw notFound('census_id', NOT_IN_GROUP);
  // With the group's kinds: staff may report an event for the employee (report-life-event).
  return withKinds(
    db,
    config.dataKey,
    statusData(
      await enrollmentStatus(db, {
        groupId: row.group_id,
        censusId: row.census_id,
        memberUserId: row.member_user_id,
        today,
        lang,
      }),
    ),
    row.group_id,
    lang,
    { censusId: row.census_id, memberUserId: row.member_user_id },
  );
};
