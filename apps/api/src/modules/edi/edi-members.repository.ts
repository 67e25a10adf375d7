import type { Queryable } from '../../db';
import {
  COVERAGE_CASE_COLUMNS,
  COVERAGE_CASE_JOIN,
  type CoverageCaseColumns,
} from '../../kernel/eoi/in-force';

/** One coverage of a member with a plan of the carrier, with what the file needs about both. */
export type CoverageRow = {
  user_id: number;
  group_id: number;
  first_name: string;
  last_name: string;
  email: string;
  dob: string;
  gender: number | null;
  ssn_enc: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  member_created_at: string;
  member_updated_at: string | null;
  plan_id: number;
  plan_name: string;
  category: string;
  status: string;
  effective_date: string | null;
  terminated_on: string | null;
  terminated_at: string | null;
  completed_at: string | null;
  tier: string | null;
  /** The elected option's amount of cover (dollars; null: it sells none) and the stored premium. */
  benefit_amount: number | null;
  price_cents: number | null;
  /** Relative to the last file's time (changes-only files); all false/true-as-new without one. */
  member_new: boolean;
  member_changed: boolean;
  added_since: boolean;
  ended_since: boolean;
  ended_before: boolean;
  /**
   * A carrier's EOI decision came into force after the last file's day and by this file's day
   * (ADR 0039): a changes-only file reports the coverage as a change (001) with its new amount.
   */
  amount_changed: boolean;
} & CoverageCaseColumns;

export type DependentRow = {
  user_id: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  birthdate: string;
  ssn_enc: string | null;
  relationship: 'spouse' | 'child';
  gender: number;
};

/**
 * Every coverage of the carrier's plans held by members of the groups, in a stable order, with
 * what happened since `since` (the last file to the partner; null: nothing was sent yet).
 */
export const coveragesOf = (
  db: Queryable,
  carrierId: number,
  groupIds: number[],
  since: string | null,
  days: { lastAsOf: string | null; asOf: string } | null = null,
) =>
  db.query<CoverageRow>(
    `SELECT m.user_id, m.group_id, m.first_name, m.last_name, m.email, m.dob::text AS dob, m.gender, m.ssn_enc,
       m.phone, m.address1, m.address2, m.city, m.state, m.zip,
       m.created_at::text AS member_created_at, m.updated_at::text AS member_updated_at,
       mp.plan_id, p.name AS plan_name, p.category, mp.status, mp.effective_date::text AS effective_date,
       mp.terminated_on::text AS terminated_on, mp.terminated_at::text AS terminated_at,
       e.completed_at::text AS completed_at, e.filter_info->>'tier' AS tier,
       pp.benefit_amount, mp.price_cents, ${COVERAGE_CASE_COLUMNS},
       m.created_at > s.t AS member_new, coalesce(m.updated_at > s.t, false) AS member_changed,
       coalesce(e.completed_at, m.created_at) > s.t AS added_since,
       coalesce(mp.terminated_at > s.t, false) AS ended_since, coalesce(mp.terminated_at <= s.t, false) AS ended_before,
       coalesce(ec.granted > 0 AND ec.effective_on::date > $4::date AND ec.effective_on::date <= $5::date, false)
         AS amount_changed
     FROM (SELECT coalesce($3::timestamptz, '-infinity'::timestamptz) AS t) s, member_plans mp
     JOIN members m ON m.user_id = mp.user_id
     JOIN plans p ON p.plan_id = mp.plan_id
     LEFT JOIN enrollments e ON e.enrollment_id = mp.enrollment_id
     LEFT JOIN cart_items ci ON ci.enrollment_id = mp.enrollment_id AND ci.plan_id = mp.plan_id
     LEFT JOIN plan_pricing pp ON pp.ppid = ci.plan_pricing_id
     ${COVERAGE_CASE_JOIN}
     WHERE p.carrier_id = $1 AND m.group_id = ANY($2::int[])
     ORDER BY m.group_id, m.user_id, mp.plan_id`,
    [carrierId, groupIds, since, days?.lastAsOf ?? '-infinity', days?.asOf ?? '-infinity'],
  );

/** A life event a member's change may be made under: approved, or self-attested and still open. */
export type LifeEventRow = {
  user_id: number;
  reason_code: string;
  event_date: string;
  reported_on: string;
  deadline: string;
};

/**
 * The members' life events that allow a change (approved, or of a kind that needs no approval and
 * not denied or expired), through their member account or their census row, newest event first.
 */
export const lifeEventsOf = (db: Queryable, userIds: number[]) =>
  db.query<LifeEventRow>(
    `SELECT coalesce(e.member_user_id, c.member_user_id) AS user_id, e.reason_code,
       e.event_date::text AS event_date, e.reported_on::text AS reported_on, e.deadline::text AS deadline
     FROM life_events e
     JOIN life_event_kinds k ON k.kind = e.kind
     LEFT JOIN census_employees c ON c.census_id = e.census_id
     WHERE coalesce(e.member_user_id, c.member_user_id) = ANY($1::int[])
       AND (e.status = 'approved' OR (e.status = 'pending' AND NOT k.needs_approval))
     ORDER BY e.event_date DESC, e.event_id DESC`,
    [userIds],
  );

export const dependentsOf = (db: Queryable, userIds: number[]) =>
  db.query<DependentRow>(
    `SELECT user_id, first_name, middle_name, last_name, birthdate::text AS birthdate, ssn_enc, relationship, gender
     FROM member_dependents WHERE user_id = ANY($1::int[]) ORDER BY user_id, position, dependent_id`,
    [userIds],
  );
