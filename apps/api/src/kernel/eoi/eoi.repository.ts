import type { Queryable } from '../../db';
import { openJson, sealJson, type DataKey } from '../crypto/data-key';
import type { IsoDate } from '../enrollment-windows/calendar-days';
import {
  decide,
  expiresOn,
  splitElection,
  type CaseStatus,
  type Decision,
  type EoiCase,
  type EoiReason,
  type EoiSettings,
  type Election,
} from './eoi-rules';
import { premiumOfAmount } from './premium-after';

/**
 * Plans' guaranteed-issue settings and EOI cases (migration 0032). Who may call what is decided
 * above (ADR 0035); the amounts and the decisions come from eoi-rules.ts, so a stored case holds
 * the rules' answer on the day it was opened or decided.
 */
type SettingsRow = {
  guaranteed_issue: number;
  eoi_on_increase: boolean;
  eoi_for_late_entrants: boolean;
  expires_after_days: number;
};

export async function saveEoiSettings(
  db: Queryable,
  planId: number,
  s: EoiSettings,
  by: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO plan_eoi_settings (plan_id, guaranteed_issue, eoi_on_increase, eoi_for_late_entrants, expires_after_days, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (plan_id) DO UPDATE SET guaranteed_issue = EXCLUDED.guaranteed_issue, eoi_on_increase = EXCLUDED.eoi_on_increase,
       eoi_for_late_entrants = EXCLUDED.eoi_for_late_entrants, expires_after_days = EXCLUDED.expires_after_days,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [planId, s.guaranteedIssue, s.eoiOnIncrease, s.eoiForLateEntrants, s.expiresAfterDays, by],
  );
}

/** A plan's settings; null when the plan has none (it needs no evidence). */
export async function eoiSettingsOf(db: Queryable, planId: number): Promise<EoiSettings | null> {
  const [r] = await db.query<SettingsRow>(
    `SELECT guaranteed_issue, eoi_on_increase, eoi_for_late_entrants, expires_after_days FROM plan_eoi_settings WHERE plan_id = $1`,
    [planId],
  );
  return r
    ? {
        guaranteedIssue: r.guaranteed_issue,
        eoiOnIncrease: r.eoi_on_increase,
        eoiForLateEntrants: r.eoi_for_late_entrants,
        expiresAfterDays: r.expires_after_days,
      }
    : null;
}

export type StoredCase = EoiCase & {
  caseId: number;
  memberUserId: number;
  planId: number;
  elected: number;
  reasons: EoiReason[];
  decidedBy: number | null;
  /** The election's enrollment (the coverage it belongs to); null when opened without one. */
  enrollmentId: string | null;
  /** The monthly premium in force from effectiveOn once something was granted (ADR 0039). */
  premiumAfterCents: number | null;
};

const CASE_COLUMNS = `case_id::int AS "caseId", member_user_id AS "memberUserId", plan_id AS "planId", elected,
  approved_now AS "approvedNow", pending, granted, reasons, status, opened_on::text AS "openedOn",
  expires_on::text AS "expiresOn", decided_by::int AS "decidedBy", decided_on::text AS "decidedOn",
  effective_on::text AS "effectiveOn", enrollment_id AS "enrollmentId", premium_after_cents AS "premiumAfterCents"`;

export type OpenResult =
  | { ok: true; caseId: number | null; approvedNow: number; pending: number; reasons: EoiReason[] }
  | { ok: false; reason: 'no-settings' };

/**
 * Splits an election by the plan's settings and, when something is pending, opens a case (a new
 * election replaces the member's open case on the plan: it is closed as expired on `today`). The
 * EOI health answers are sealed; caseId is null when nothing needs evidence.
 */
export async function openCase(
  db: Queryable,
  key: DataKey,
  c: {
    memberUserId: number;
    planId: number;
    election: Election;
    today: IsoDate;
    answers?: unknown;
    /** The enrollment whose completion made the coverage (null: opened by the platform). */
    enrollmentId?: string | null;
  },
): Promise<OpenResult> {
  const settings = await eoiSettingsOf(db, c.planId);
  if (!settings) return { ok: false, reason: 'no-settings' };
  const split = splitElection(settings, c.election);
  if (!split.pending) return { ok: true, caseId: null, ...split };
  await db.query(
    `UPDATE eoi_cases SET status = 'expired', granted = 0, decided_on = $3::date, effective_on = $3::date, updated_at = now()
      WHERE member_user_id = $1 AND plan_id = $2 AND status = 'pending'`,
    [c.memberUserId, c.planId, c.today],
  );
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO eoi_cases (member_user_id, plan_id, elected, approved_now, pending, reasons, opened_on, expires_on, answers_enc,
       enrollment_id)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10) RETURNING case_id::int AS id`,
    [
      c.memberUserId,
      c.planId,
      c.election.elected,
      split.approvedNow,
      split.pending,
      split.reasons,
      c.today,
      expiresOn(settings, c.today),
      c.answers === undefined ? null : sealJson(c.answers, key),
      c.enrollmentId ?? null,
    ],
  );
  return { ok: true, caseId: row!.id, ...split };
}

export async function caseById(db: Queryable, caseId: number): Promise<StoredCase | null> {
  const [row] = await db.query<StoredCase>(`SELECT ${CASE_COLUMNS} FROM eoi_cases WHERE case_id = $1`, [
    caseId,
  ]);
  return row ?? null;
}

/** A member's cases, newest first (their own page; a group administrator gets only the status). */
export const casesOfMember = (db: Queryable, memberUserId: number) =>
  db.query<StoredCase>(
    `SELECT ${CASE_COLUMNS} FROM eoi_cases WHERE member_user_id = $1 ORDER BY case_id DESC`,
    [memberUserId],
  );

/** The pending list of a book (an agent's members), oldest first. */
export const pendingOfBook = (db: Queryable, agentId: number) =>
  db.query<StoredCase>(
    `SELECT ${CASE_COLUMNS.split(', ')
      .map((c) => `e.${c.trim()}`)
      .join(', ')}
       FROM eoi_cases e JOIN members m ON m.user_id = e.member_user_id
      WHERE e.status = 'pending' AND m.agent_id = $1
      ORDER BY e.opened_on, e.case_id`,
    [agentId],
  );

export type DecideResult =
  | {
      ok: true;
      status: Exclude<CaseStatus, 'pending'>;
      granted: number;
      /** The monthly premium from the effective day (null: unchanged, or nothing to price). */
      premiumAfterCents: number | null;
    }
  | { ok: false; reason: string };

/**
 * Records the carrier's decision on `on` (in force from `effectiveOn`, default that day), with a
 * reason sealed. The update holds only while the case is still pending, so a decision is made once
 * even when two people record one at the same time.
 */
export async function recordDecision(
  db: Queryable,
  key: DataKey,
  caseId: number,
  d: { decision: Decision; on: IsoDate; effectiveOn?: IsoDate; reason: string | null; by: number | null },
): Promise<DecideResult> {
  const c = await caseById(db, caseId);
  if (!c) return { ok: false, reason: 'not-found' };
  const r = decide(c, d.decision, d.on, d.effectiveOn);
  if (!r.ok) return r;
  // What the coverage costs from the effective day: the premium of the amount then in force.
  const premiumAfter = r.case.granted ? await premiumOfAmount(db, c, c.approvedNow + r.case.granted) : null;
  const rows = await db.query(
    `UPDATE eoi_cases SET status = $2, granted = $3, decided_by = $4, decided_on = $5, effective_on = $6, reason_enc = $7,
       premium_after_cents = $8, updated_at = now()
      WHERE case_id = $1 AND status = 'pending' RETURNING case_id`,
    [
      caseId,
      r.case.status,
      r.case.granted,
      d.by,
      r.case.decidedOn,
      r.case.effectiveOn,
      d.reason === null ? null : sealJson(d.reason, key),
      premiumAfter,
    ],
  );
  if (rows.length !== 1) return { ok: false, reason: 'not-pending' };
  return {
    ok: true,
    status: r.case.status as Exclude<CaseStatus, 'pending'>,
    granted: r.case.granted!,
    premiumAfterCents: premiumAfter,
  };
}

/** A case's sealed parts opened: the decision's reason and the EOI answers (never for a group admin). */
export async function sealedPartsOf(
  db: Queryable,
  key: DataKey,
  caseId: number,
): Promise<{ reason: string | null; answers: unknown } | null> {
  const [row] = await db.query<{ reason_enc: string | null; answers_enc: string | null }>(
    'SELECT reason_enc, answers_enc FROM eoi_cases WHERE case_id = $1',
    [caseId],
  );
  if (!row) return null;
  return {
    reason: row.reason_enc ? openJson<string>(row.reason_enc, key) : null,
    answers: row.answers_enc ? openJson(row.answers_enc, key) : null,
  };
}

/** Closes as expired every pending case from its expiry day; the ids, so the caller tells each person. */
export async function expireOverdueCases(db: Queryable, today: IsoDate): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE eoi_cases SET status = 'expired', granted = 0, decided_on = $1::date, effective_on = $1::date, updated_at = now()
      WHERE status = 'pending' AND expires_on <= $1::date RETURNING case_id::int AS id`,
    [today],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
