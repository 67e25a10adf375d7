import type { Queryable } from '../../db';
import { openJson, sealJson, type DataKey } from '../crypto/data-key';
import type { IsoDate } from './calendar-days';
import type { LifeEventKind, ReportedEvent } from './life-event-kinds';
import { offeredKinds } from './life-event-kinds.repository';
import { checkReport, type ReportCheck } from './life-event-rules';

/**
 * Reported life events, their decisions and the reminders sent (migration 0030); the kinds are in
 * life-event-kinds.repository.ts and the documents in life-event-documents.repository.ts. Who may
 * call what is decided above (ADR 0034); the rules come from life-event-rules.ts, so a stored
 * event's dates are the rules' dates on the day it was reported.
 */
export type Reporter = {
  kind: 'member' | 'invitation' | 'rep' | 'group_admin' | 'platform_admin';
  id: number | null;
};

export type ReportResult =
  | { ok: true; eventId: number; deadline: IsoDate; documentsDueOn: IsoDate | null; effectiveOn: IsoDate }
  | Exclude<ReportCheck, { ok: true }>
  | { ok: false; reason: 'kind-not-offered' }
  | { ok: false; reason: 'already-pending' };

/**
 * Records an event reported on `today`, when the group offers its kind and the day is within the
 * kind's window; the deadline, documents' day, effective date and 834 code are fixed now. A second
 * pending event of the kind for the same employee is refused by the database (migration 0039), so
 * two reports at the same moment leave one: the other answers `already-pending`.
 */
export async function reportEvent(
  db: Queryable,
  e: {
    groupId: number;
    censusId: number | null;
    memberUserId: number | null;
    kind: string;
    eventDate: IsoDate;
    today: IsoDate;
    by: Reporter;
  },
): Promise<ReportResult> {
  const kind = (await offeredKinds(db, e.groupId, 'en')).find((k) => k.kind === e.kind);
  if (!kind) return { ok: false, reason: 'kind-not-offered' };
  const check = checkReport(kind, e.eventDate, e.today);
  if (!check.ok) return check;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO life_events (group_id, census_id, member_user_id, kind, event_date, reported_on, deadline, documents_due_on,
       effective_on, reason_code, reported_by_kind, reported_by_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT DO NOTHING RETURNING event_id::int AS id`,
    [
      e.groupId,
      e.censusId,
      e.memberUserId,
      kind.kind,
      e.eventDate,
      e.today,
      check.deadline,
      check.documentsDueOn,
      check.effectiveOn,
      kind.reasonCode,
      e.by.kind,
      e.by.id,
    ],
  );
  if (!row) return { ok: false, reason: 'already-pending' };
  return {
    ok: true,
    eventId: row.id,
    deadline: check.deadline,
    documentsDueOn: check.documentsDueOn,
    effectiveOn: check.effectiveOn,
  };
}

export type StoredEvent = {
  eventId: number;
  groupId: number;
  censusId: number | null;
  memberUserId: number | null;
  kind: string;
  eventDate: IsoDate;
  reportedOn: IsoDate;
  deadline: IsoDate;
  documentsDueOn: IsoDate | null;
  effectiveOn: IsoDate;
  reasonCode: string;
  status: ReportedEvent['status'];
  documents: number;
  decidedBy: number | null;
  decidedAt: string | null;
};

const EVENT_COLUMNS = `e.event_id::int AS "eventId", e.group_id AS "groupId", e.census_id::int AS "censusId",
  e.member_user_id AS "memberUserId", e.kind, e.event_date::text AS "eventDate", e.reported_on::text AS "reportedOn",
  e.deadline::text AS deadline, e.documents_due_on::text AS "documentsDueOn", e.effective_on::text AS "effectiveOn",
  e.reason_code AS "reasonCode", e.status, e.decided_by::int AS "decidedBy", e.decided_at::text AS "decidedAt",
  (SELECT count(*)::int FROM life_event_documents d WHERE d.event_id = e.event_id) AS documents`;

export async function eventById(db: Queryable, eventId: number): Promise<StoredEvent | null> {
  const [row] = await db.query<StoredEvent>(
    `SELECT ${EVENT_COLUMNS} FROM life_events e WHERE e.event_id = $1`,
    [eventId],
  );
  return row ?? null;
}

/** One employee's events (by census row or member), newest first. */
export const eventsOfEmployee = (
  db: Queryable,
  who: { censusId?: number | null; memberUserId?: number | null },
) =>
  db.query<StoredEvent>(
    `SELECT ${EVENT_COLUMNS} FROM life_events e
      WHERE ($1::bigint IS NOT NULL AND e.census_id = $1) OR ($2::int IS NOT NULL AND e.member_user_id = $2)
      ORDER BY e.event_date DESC, e.event_id DESC`,
    [who.censusId ?? null, who.memberUserId ?? null],
  );

/**
 * The follow-up list of a group: pending events, the nearest day due first (the documents' day
 * when a required document is missing, else the event's deadline).
 */
export const followUpList = (db: Queryable, groupId: number) =>
  db.query<StoredEvent & { dueOn: IsoDate; missingDocument: boolean }>(
    `SELECT * FROM (
       SELECT ${EVENT_COLUMNS},
              (k.documents = 'required' AND NOT EXISTS (SELECT 1 FROM life_event_documents d WHERE d.event_id = e.event_id))
                AS "missingDocument",
              k.documents AS needs
         FROM life_events e JOIN life_event_kinds k ON k.kind = e.kind
        WHERE e.group_id = $1 AND e.status = 'pending'
     ) x
     CROSS JOIN LATERAL (SELECT (CASE WHEN x."missingDocument" THEN least(x."documentsDueOn"::date, x.deadline::date)
                                      ELSE x.deadline::date END)::text AS "dueOn") due
     ORDER BY due."dueOn", x."eventId"`,
    [groupId],
  );

/**
 * Approves or denies a pending event with a reason (sealed); false when it is no longer pending
 * (decided by someone else meanwhile, or expired), so a decision is made once.
 */
export async function decideEvent(
  db: Queryable,
  key: DataKey,
  eventId: number,
  d: { status: 'approved' | 'denied'; reason: string; by: number },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE life_events SET status = $2, decided_by = $3, decided_at = now(), decision_reason_enc = $4, updated_at = now()
      WHERE event_id = $1 AND status = 'pending' RETURNING event_id`,
    [eventId, d.status, d.by, sealJson(d.reason, key)],
  );
  return rows.length === 1;
}

export async function decisionReason(db: Queryable, key: DataKey, eventId: number): Promise<string | null> {
  const [row] = await db.query<{ enc: string | null }>(
    'SELECT decision_reason_enc AS enc FROM life_events WHERE event_id = $1',
    [eventId],
  );
  return row?.enc ? openJson<string>(row.enc, key) : null;
}

/**
 * Marks expired every pending event whose required document did not arrive by its day (the
 * rule of statusOn, for the whole table at once); the ids, so the caller tells each employee.
 */
export async function expireOverdue(db: Queryable, today: IsoDate): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE life_events e SET status = 'expired', updated_at = now()
       FROM life_event_kinds k
      WHERE k.kind = e.kind AND e.status = 'pending' AND k.documents = 'required'
        AND e.documents_due_on < $1::date
        AND NOT EXISTS (SELECT 1 FROM life_event_documents d WHERE d.event_id = e.event_id)
      RETURNING e.event_id::int AS id`,
    [today],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Records that a reminder goes out today; false when one of this kind for this subject already
 * went out today (the key refuses it), so a second run of the same day sends nothing.
 */
export async function claimReminder(
  db: Queryable,
  kind: 'event-deadline' | 'documents-due' | 'invitation-window',
  subject: string,
  today: IsoDate,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO enrollment_reminders (kind, subject, sent_on) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING subject`,
    [kind, subject, today],
  );
  return rows.length === 1;
}

/**
 * Pending events still missing a required document whose day is from `today` to `daysAhead` days
 * later and that were never reminded (the reminder job's list, nearest day first).
 */
export const documentsDueSoon = (db: Queryable, today: IsoDate, daysAhead: number) =>
  db.query<StoredEvent>(
    `SELECT ${EVENT_COLUMNS} FROM life_events e JOIN life_event_kinds k ON k.kind = e.kind
      WHERE e.status = 'pending' AND k.documents = 'required'
        AND e.documents_due_on BETWEEN $1::date AND $1::date + $2::int
        AND NOT EXISTS (SELECT 1 FROM life_event_documents d WHERE d.event_id = e.event_id)
        AND NOT EXISTS (SELECT 1 FROM enrollment_reminders r
                         WHERE r.kind = 'documents-due' AND r.subject = 'event:' || e.event_id)
      ORDER BY e.documents_due_on, e.event_id`,
    [today, daysAhead],
  );

/** Keeps the reason an event was expired with (sealed, like a decision's). */
export async function setExpiryReason(db: Queryable, key: DataKey, eventId: number, reason: string) {
  await db.query(
    `UPDATE life_events SET decision_reason_enc = $2 WHERE event_id = $1 AND status = 'expired'`,
    [eventId, sealJson(reason, key)],
  );
}

/** The rules' view of a stored event (for mayEnroll and statusOn). */
export function reportedEvent(e: StoredEvent, kind: LifeEventKind): ReportedEvent & { eventId: number } {
  return {
    eventId: e.eventId,
    kind,
    eventDate: e.eventDate,
    reportedOn: e.reportedOn,
    status: e.status,
    hasDocument: e.documents > 0,
    fixed: { deadline: e.deadline, documentsDueOn: e.documentsDueOn, effectiveOn: e.effectiveOn },
  };
}
