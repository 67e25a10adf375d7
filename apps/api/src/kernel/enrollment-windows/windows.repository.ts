import type { Queryable } from '../../db';
import type { IsoDate } from './calendar-days';
import type { Extensions, PlanYear } from './open-enrollment';
import { DEFAULT_WAITING_PERIOD, type WaitingPeriodRule } from './waiting-period';

/**
 * A group's plan years, open-enrollment extensions and waiting period (migration 0030). Callers
 * check the rules first (planYearProblems, extensionProblem, waitingPeriodProblems) and decide who
 * may write (ADR 0034); this file only stores and reads. Dates are read as text so both drivers
 * give the same YYYY-MM-DD.
 */
export type StoredPlanYear = PlanYear & { planYearId: number; groupId: number; reminderDays: number[] };

const YEAR_COLUMNS = `plan_year_id::int AS "planYearId", group_id AS "groupId", starts_on::text AS "startsOn",
  ends_on::text AS "endsOn", oe_opens_on::text AS "opensOn", oe_closes_on::text AS "closesOn",
  coverage_starts_on::text AS "coverageStartsOn", reminder_days AS "reminderDays"`;

/** Saves the plan year starting on `year.startsOn` (new, or changing that one); its id. */
export async function savePlanYear(
  db: Queryable,
  groupId: number,
  year: PlanYear & { reminderDays?: number[] },
  by: number | null,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO group_plan_years (group_id, starts_on, ends_on, oe_opens_on, oe_closes_on, coverage_starts_on, reminder_days, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::int[], '{7,2}'), $8)
     ON CONFLICT (group_id, starts_on) DO UPDATE SET ends_on = EXCLUDED.ends_on, oe_opens_on = EXCLUDED.oe_opens_on,
       oe_closes_on = EXCLUDED.oe_closes_on, coverage_starts_on = EXCLUDED.coverage_starts_on,
       reminder_days = coalesce($7::int[], group_plan_years.reminder_days), updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING plan_year_id::int AS id`,
    [
      groupId,
      year.startsOn,
      year.endsOn,
      year.opensOn,
      year.closesOn,
      year.coverageStartsOn,
      year.reminderDays ?? null,
      by,
    ],
  );
  return row!.id;
}

export const planYearsOf = (db: Queryable, groupId: number) =>
  db.query<StoredPlanYear>(
    `SELECT ${YEAR_COLUMNS} FROM group_plan_years WHERE group_id = $1 ORDER BY starts_on`,
    [groupId],
  );

export async function planYear(db: Queryable, planYearId: number): Promise<StoredPlanYear | null> {
  const [row] = await db.query<StoredPlanYear>(
    `SELECT ${YEAR_COLUMNS} FROM group_plan_years WHERE plan_year_id = $1`,
    [planYearId],
  );
  return row ?? null;
}

/** Records an extension (the group's when `censusId` is null); every one is kept. */
export async function addExtension(
  db: Queryable,
  e: { planYearId: number; censusId: number | null; closesOn: IsoDate; reason: string; by: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO open_enrollment_extensions (plan_year_id, census_id, closes_on, reason, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING extension_id::int AS id`,
    [e.planYearId, e.censusId, e.closesOn, e.reason, e.by],
  );
  return row!.id;
}

/** The extensions that count for one employee (or the group alone): the latest recorded of each. */
export async function extensionsFor(
  db: Queryable,
  planYearId: number,
  censusId: number | null,
): Promise<Extensions> {
  const rows = await db.query<{ census_id: number | null; closes_on: string }>(
    `SELECT DISTINCT ON (census_id) census_id::int AS census_id, closes_on::text AS closes_on
       FROM open_enrollment_extensions
      WHERE plan_year_id = $1 AND (census_id IS NULL OR census_id = $2)
      ORDER BY census_id, extension_id DESC`,
    [planYearId, censusId],
  );
  return {
    group: rows.find((r) => r.census_id === null)?.closes_on ?? null,
    employee: censusId === null ? null : (rows.find((r) => r.census_id === censusId)?.closes_on ?? null),
  };
}

export type ExtensionRecord = {
  extensionId: number;
  censusId: number | null;
  closesOn: IsoDate;
  reason: string;
  createdBy: number;
  createdAt: string;
};

/** Every extension of a plan year, newest first (the record the group settings page shows). */
export const extensionHistory = (db: Queryable, planYearId: number) =>
  db.query<ExtensionRecord>(
    `SELECT extension_id::int AS "extensionId", census_id::int AS "censusId", closes_on::text AS "closesOn", reason,
            created_by::int AS "createdBy", created_at::text AS "createdAt"
       FROM open_enrollment_extensions WHERE plan_year_id = $1 ORDER BY extension_id DESC`,
    [planYearId],
  );

export async function saveWaitingPeriod(
  db: Queryable,
  groupId: number,
  r: WaitingPeriodRule,
  by: number | null,
) {
  await db.query(
    `INSERT INTO group_waiting_periods (group_id, rule, days, election_days, updated_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (group_id) DO UPDATE SET rule = EXCLUDED.rule, days = EXCLUDED.days, election_days = EXCLUDED.election_days,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [groupId, r.rule, r.days, r.electionDays, by],
  );
}

/** The group's rule, or the default when it has not set one. */
export async function waitingPeriodOf(db: Queryable, groupId: number): Promise<WaitingPeriodRule> {
  const [row] = await db.query<WaitingPeriodRule>(
    `SELECT rule, days, election_days AS "electionDays" FROM group_waiting_periods WHERE group_id = $1`,
    [groupId],
  );
  return row ?? DEFAULT_WAITING_PERIOD;
}
