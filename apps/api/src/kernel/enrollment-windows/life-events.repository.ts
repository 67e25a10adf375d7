import type { Language } from '@bs/domain';
import type { Queryable } from '../../db';
import { openJson, sealJson, type DataKey } from '../crypto/data-key';
import type { IsoDate } from './calendar-days';
import type { CheckedDocument } from './event-document';
import type { Change, LifeEventKind, ReportedEvent } from './life-event-kinds';
import { checkReport, type ReportCheck } from './life-event-rules';

/**
 * The life-event catalogue, groups' choices, reported events, their sealed documents and the
 * reminders sent (migration 0030). Who may call what is decided above (ADR 0034); the rules come
 * from life-event-rules.ts, so a stored event's dates are the rules' dates on the day it was
 * reported.
 */
type KindRow = {
  kind: string;
  label_en: string;
  label_es: string;
  days_before: number;
  days_after: number;
  effective_rule: LifeEventKind['effectiveRule'];
  documents: LifeEventKind['documents'];
  document_days: number;
  needs_approval: boolean;
  reason_code: string;
  allows: Change[];
  active: boolean;
};

const kindOf = (r: KindRow, lang: Language): LifeEventKind => ({
  kind: r.kind,
  label: lang === 'es' ? r.label_es : r.label_en,
  daysBefore: r.days_before,
  daysAfter: r.days_after,
  effectiveRule: r.effective_rule,
  documents: r.documents,
  documentDays: r.document_days,
  needsApproval: r.needs_approval,
  reasonCode: r.reason_code,
  allows: r.allows,
});

const KIND_COLUMNS = `kind, label_en, label_es, days_before, days_after, effective_rule, documents, document_days,
  needs_approval, reason_code, allows, active`;

/** Adds or changes a kind of the platform's catalogue (both languages' labels). */
export async function saveKind(
  db: Queryable,
  k: LifeEventKind & { labelEs: string; active?: boolean; position?: number },
  by: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO life_event_kinds (kind, label_en, label_es, days_before, days_after, effective_rule, documents, document_days,
       needs_approval, reason_code, allows, active, position, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12, $13, $14)
     ON CONFLICT (kind) DO UPDATE SET label_en = EXCLUDED.label_en, label_es = EXCLUDED.label_es, days_before = EXCLUDED.days_before,
       days_after = EXCLUDED.days_after, effective_rule = EXCLUDED.effective_rule, documents = EXCLUDED.documents,
       document_days = EXCLUDED.document_days, needs_approval = EXCLUDED.needs_approval, reason_code = EXCLUDED.reason_code,
       allows = EXCLUDED.allows, active = EXCLUDED.active, position = EXCLUDED.position, updated_by = EXCLUDED.updated_by,
       updated_at = now()`,
    [
      k.kind,
      k.label,
      k.labelEs,
      k.daysBefore,
      k.daysAfter,
      k.effectiveRule,
      k.documents,
      k.documentDays,
      k.needsApproval,
      k.reasonCode,
      [...k.allows],
      k.active ?? true,
      k.position ?? 0,
      by,
    ],
  );
}

/** The whole catalogue, retired kinds included (the platform administrator's list). */
export async function catalogue(
  db: Queryable,
  lang: Language,
): Promise<(LifeEventKind & { active: boolean })[]> {
  const rows = await db.query<KindRow>(
    `SELECT ${KIND_COLUMNS} FROM life_event_kinds ORDER BY position, kind`,
  );
  return rows.map((r) => ({ ...kindOf(r, lang), active: r.active }));
}

/** The kinds a group offers its employees: active in the catalogue and not turned off by the group. */
export async function offeredKinds(db: Queryable, groupId: number, lang: Language): Promise<LifeEventKind[]> {
  const rows = await db.query<KindRow>(
    `SELECT ${KIND_COLUMNS.split(', ')
      .map((c) => `k.${c.trim()}`)
      .join(', ')}
       FROM life_event_kinds k
       LEFT JOIN group_life_event_kinds g ON g.kind = k.kind AND g.group_id = $1
      WHERE k.active AND coalesce(g.enabled, true)
      ORDER BY k.position, k.kind`,
    [groupId],
  );
  return rows.map((r) => kindOf(r, lang));
}

export async function setGroupKind(
  db: Queryable,
  groupId: number,
  kind: string,
  enabled: boolean,
  by: number | null,
) {
  await db.query(
    `INSERT INTO group_life_event_kinds (group_id, kind, enabled, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (group_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [groupId, kind, enabled, by],
  );
}

export type Reporter = {
  kind: 'member' | 'invitation' | 'rep' | 'group_admin' | 'platform_admin';
  id: number | null;
};

export type ReportResult =
  | { ok: true; eventId: number; deadline: IsoDate; documentsDueOn: IsoDate | null; effectiveOn: IsoDate }
  | Exclude<ReportCheck, { ok: true }>
  | { ok: false; reason: 'kind-not-offered' };

/**
 * Records an event reported on `today`, when the group offers its kind and the day is within the
 * kind's window; the deadline, documents' day, effective date and 834 code are fixed now.
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
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING event_id::int AS id`,
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
  return {
    ok: true,
    eventId: row!.id,
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

/** Stores a checked document of an event, sealed (content and name); its id. */
export async function addDocument(
  db: Queryable,
  key: DataKey,
  eventId: number,
  doc: Extract<CheckedDocument, { ok: true }>,
  bytes: Uint8Array,
  by: Reporter,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO life_event_documents (event_id, file_name_enc, content_type, byte_size, sha256, content_enc, uploaded_by_kind, uploaded_by_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (event_id, sha256) DO UPDATE SET uploaded_at = life_event_documents.uploaded_at
     RETURNING document_id::int AS id`,
    [
      eventId,
      sealJson(doc.fileName, key),
      doc.contentType,
      doc.byteSize,
      doc.sha256,
      sealJson(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), key),
      by.kind,
      by.id,
    ],
  );
  return row!.id;
}

export type DocumentInfo = {
  documentId: number;
  eventId: number;
  fileName: string;
  contentType: string;
  byteSize: number;
  uploadedAt: string;
};

/** An event's documents without their content (the list beside the event). */
export async function documentsOf(db: Queryable, key: DataKey, eventId: number): Promise<DocumentInfo[]> {
  const rows = await db.query<Omit<DocumentInfo, 'fileName'> & { file_name_enc: string }>(
    `SELECT document_id::int AS "documentId", event_id::int AS "eventId", file_name_enc, content_type AS "contentType",
            byte_size AS "byteSize", uploaded_at::text AS "uploadedAt"
       FROM life_event_documents WHERE event_id = $1 ORDER BY document_id`,
    [eventId],
  );
  return rows.map(({ file_name_enc, ...r }) => ({ ...r, fileName: openJson<string>(file_name_enc, key) }));
}

/** One document opened: its bytes, checked against the hash kept when it was stored. */
export async function readDocument(
  db: Queryable,
  key: DataKey,
  documentId: number,
): Promise<(DocumentInfo & { bytes: Buffer; sha256: string }) | null> {
  const [row] = await db.query<
    Omit<DocumentInfo, 'fileName'> & { file_name_enc: string; content_enc: string; sha256: string }
  >(
    `SELECT document_id::int AS "documentId", event_id::int AS "eventId", file_name_enc, content_type AS "contentType",
            byte_size AS "byteSize", uploaded_at::text AS "uploadedAt", content_enc, sha256
       FROM life_event_documents WHERE document_id = $1`,
    [documentId],
  );
  if (!row) return null;
  const { file_name_enc, content_enc, ...rest } = row;
  const bytes = Buffer.from(openJson<string>(content_enc, key), 'base64');
  return { ...rest, fileName: openJson<string>(file_name_enc, key), bytes };
}

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
