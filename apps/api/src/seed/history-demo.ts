import type { Queryable } from '../db/types';
import { DEMO_MEMBERS } from './demo-world';

/**
 * Six months of history (issue 32), so a newcomer's reports, member history, board and carrier
 * files show figures at first start: completed enrollments of the demo members, spread over the
 * 180 days before the seed, in both reps' books (agent 10109 with Northwind 77 and Riverside 1929;
 * agent 20417 with Harbor 3050 and Riverside), each with its cart and its start and completion in
 * the audit. Northwind's census (the board) gets the enrolled members, two waivers, pending
 * invitations and employees not yet invited.
 *
 * Scoped so suites that count fixtures keep their figures: no new member (the members and carrier
 * files already list the demo members), enrollments within the last 180 days only (the reports
 * suites count 2019), and a census on group 77 only (Lakeside's, 4100, is the board journeys').
 *
 * Dates follow the day of the seed: a re-seed moves the enrollments, their audit and the census's
 * progress to today's dates (the rows are the seed's own: ids start with `demo-history-`).
 * Everything is written in a handful of bulk statements: the seed runs once per test app.
 */
const PREFIX = 'demo-history-enrollment-';
const COUNT = 84;
const DAYS = 180;
const DAY = 86_400_000;

/** Monthly price of a plan of each category, in cents: believable totals for the reports. */
const PRICE: Record<string, number> = {
  dental: 3499,
  vision: 1299,
  term_life: 2450,
  accident: 1875,
  critical: 2290,
  hospital: 2110,
  di: 3150,
  supplemental: 1640,
};
const FALLBACK_PLAN = 1001;

type Demo = {
  enrollment_id: string;
  eprocess: 'applicant' | 'rep';
  agent_id: number;
  group_id: number;
  user_id: number;
  created_at: string;
  checked_out_at: string;
  completed_at: string;
  lang: 'en' | 'es';
  plans: number[];
};

/** The demo members of each book: two of rep 10109's for every one of rep 20417's, as in the world. */
function books() {
  const members = DEMO_MEMBERS;
  const own = members.filter((m) => m.agent_id === 10109);
  const other = members.filter((m) => m.agent_id === 20417 || m.group_id === 1929);
  return { own, other };
}

/** The demo enrollments, a pure function of the day of the seed (deterministic, no randomness). */
export function demoEnrollments(now: number): Demo[] {
  const { own, other } = books();
  const out: Demo[] = [];
  for (let i = 0; i < COUNT; i++) {
    const book = i % 3 === 2 ? other : own;
    const m = book[(i * 7) % book.length]!;
    // Spread over the 180 days, most recent first, at working hours; i = 0 completes yesterday.
    const daysAgo = 1 + Math.floor((i * DAYS) / COUNT) + (i % 2);
    const done = now - daysAgo * DAY - ((i * 37) % 480) * 60_000;
    const started = done - (1 + (i % 4)) * DAY + ((i * 53) % 300) * 60_000;
    const held = m.plans.map((p) => p.plan_id);
    const plans = held.length ? held.slice(0, 1 + (i % held.length)) : [FALLBACK_PLAN];
    out.push({
      enrollment_id: `${PREFIX}${String(i + 1).padStart(3, '0')}`,
      eprocess: i % 4 === 0 ? 'rep' : 'applicant',
      agent_id: m.agent_id,
      group_id: m.group_id,
      user_id: m.user_id,
      created_at: new Date(started).toISOString(),
      checked_out_at: new Date(done - 20 * 60_000).toISOString(),
      completed_at: new Date(done).toISOString(),
      lang: i % 5 === 3 ? 'es' : 'en',
      plans,
    });
  }
  return out;
}

export async function seedHistoryDemo(tx: Queryable, now = Date.now()): Promise<void> {
  const demos = demoEnrollments(now);
  const rows = JSON.stringify(demos);
  // The enrollments: inserted once, their dates moved to today's on every seed.
  const inserted = await tx.query<{ enrollment_id: string }>(
    `INSERT INTO enrollments (enrollment_id, eprocess, type, open_type, agent_id, group_id, user_id, member_user_id,
       filter_info, created_at, updated_at, checked_out_at, completed_at, completed_lang, policy_id,
       enroller_agent_id, effective_date)
     SELECT d.enrollment_id, d.eprocess, 'existing-user', 'user', d.agent_id, d.group_id, d.user_id, d.user_id,
       jsonb_build_object('agent_id', d.agent_id, 'group_id', d.group_id, 'tier', 'IO', 'eprocess', d.eprocess),
       d.created_at, d.completed_at, d.checked_out_at, d.completed_at, d.lang, 'POL-' || d.enrollment_id,
       CASE WHEN d.eprocess = 'rep' THEN d.agent_id END,
       (date_trunc('month', d.completed_at AT TIME ZONE 'UTC') + interval '1 month')::date
     FROM jsonb_to_recordset($1::jsonb) AS d(enrollment_id text, eprocess text, agent_id int, group_id int,
       user_id int, created_at timestamptz, checked_out_at timestamptz, completed_at timestamptz, lang text)
     ON CONFLICT (enrollment_id) DO UPDATE SET created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at,
       checked_out_at = EXCLUDED.checked_out_at, completed_at = EXCLUDED.completed_at,
       effective_date = EXCLUDED.effective_date
     RETURNING enrollment_id, (xmax = 0) AS fresh`,
    [rows],
  );
  const fresh = new Set(
    (inserted as { enrollment_id: string; fresh?: boolean }[])
      .filter((r) => r.fresh)
      .map((r) => r.enrollment_id),
  );
  const lines = demos.flatMap((d) => d.plans.map((plan_id) => ({ enrollment_id: d.enrollment_id, plan_id })));
  await tx.query(
    `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents, removable, added_at)
     SELECT l.enrollment_id, l.plan_id, l.plan_id * 100 + 1,
       coalesce(($2::jsonb ->> p.category)::int, 1999), 0, e.created_at
     FROM jsonb_to_recordset($1::jsonb) AS l(enrollment_id text, plan_id int)
     JOIN plans p ON p.plan_id = l.plan_id JOIN enrollments e ON e.enrollment_id = l.enrollment_id
     ON CONFLICT (enrollment_id, plan_id) DO UPDATE SET added_at = EXCLUDED.added_at`,
    [JSON.stringify(lines), JSON.stringify(PRICE)],
  );
  // Each enrollment's start and completion in the audit (the member's history): the rep's own
  // account when the rep enrolled them, the applicant otherwise. Written once, moved on re-seed.
  const audit = demos.filter((d) => fresh.has(d.enrollment_id));
  if (audit.length)
    await tx.query(
      `INSERT INTO enrollment_audit (enrollment_id, section, action, eprocess, agent_id, group_id, user_id, account_id, verified, at)
       SELECT d.enrollment_id, s.section, s.action, d.eprocess, d.agent_id, d.group_id, d.user_id,
         a.account_id, a.account_id IS NOT NULL, CASE s.action WHEN 'start' THEN d.created_at ELSE d.completed_at END
       FROM jsonb_to_recordset($1::jsonb) AS d(enrollment_id text, eprocess text, agent_id int, group_id int,
         user_id int, created_at timestamptz, completed_at timestamptz)
       CROSS JOIN (VALUES ('filter_info', 'start'), ('enrollment', 'complete')) AS s(section, action)
       LEFT JOIN accounts a ON d.eprocess = 'rep' AND a.kind = 'rep' AND a.agent_id = d.agent_id`,
      [JSON.stringify(audit)],
    );
  await tx.query(
    `UPDATE enrollment_audit a SET at = CASE a.action WHEN 'start' THEN e.created_at ELSE e.completed_at END
       FROM enrollments e
      WHERE a.enrollment_id = e.enrollment_id AND e.enrollment_id LIKE $1 AND a.action IN ('start', 'complete')`,
    [`${PREFIX}%`],
  );
  await seedNorthwindCensus(tx, demos, now);
}

/**
 * Northwind's census (group 77, in open enrollment): the members who enrolled through an
 * invitation (their latest demo enrollment); two waivers; three pending invitations (one reminded, one opened); three not
 * yet invited. The rows are the seed's (employee ids NW-2xxx) and only inserted once, so the
 * board's own changes are kept; the progress dates of rows nobody changed follow the seed's day.
 */
const PENDING: [
  id: string,
  first: string,
  last: string,
  dob: string,
  gender: number,
  lang: 'en' | 'es',
  state: string,
][] = [
  ['NW-2101', 'Rosa', 'Delgado', '1987-05-02', 1, 'es', 'waived'],
  ['NW-2102', 'Peter', 'Lindqvist', '1974-10-19', 0, 'en', 'waived'],
  ['NW-2103', 'Hannah', 'Brooks', '1993-02-08', 1, 'en', 'invited'],
  ['NW-2104', 'Samuel', 'Owusu', '1981-07-27', 0, 'en', 'reminded'],
  ['NW-2105', 'Lucia', 'Ferreira', '1989-11-30', 1, 'es', 'opened'],
  ['NW-2106', 'Victor', 'Chen', '1996-04-14', 0, 'en', 'new'],
  ['NW-2107', 'Nora', 'Fitzgerald', '1970-12-22', 1, 'en', 'new'],
  ['NW-2108', 'Diego', 'Morales', '1985-09-05', 0, 'es', 'new'],
];

async function seedNorthwindCensus(tx: Queryable, demos: Demo[], now: number): Promise<void> {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const latest = new Map<number, Demo>();
  for (const d of demos) if (d.group_id === 77 && !latest.has(d.user_id)) latest.set(d.user_id, d);
  // Members the rep enrolled in person came before the census: only those who answered an
  // invitation are on it (and a member stays free to be uploaded in a census later).
  for (const [user, d] of latest) if (d.eprocess === 'rep') latest.delete(user);
  // A member with no coverage on file (the demo's Olivia Jackson) is not shown as enrolled.
  const enrolled = DEMO_MEMBERS.filter((m) => latest.has(m.user_id) && m.plans.length > 0).map((m, i) => {
    const d = latest.get(m.user_id)!;
    return {
      employee_id: `NW-20${String(i + 1).padStart(2, '0')}`,
      first_name: m.first_name,
      last_name: m.last_name,
      dob: m.dob,
      gender: 'gender' in m ? m.gender : 0,
      email: m.email,
      lang: 'en',
      member_user_id: m.user_id,
      invited_at: d.created_at,
      opened_at: d.created_at,
      enrollment_id: d.enrollment_id,
      enrolled_at: d.completed_at,
      waived_at: null,
      waive_reason: null,
      last_reminded_at: null,
    };
  });
  const others = PENDING.map(([employee_id, first, last, dob, gender, lang, state], i) => ({
    employee_id,
    first_name: first,
    last_name: last,
    dob,
    gender,
    email: `${first}.${last}@northwind.example`.toLowerCase(),
    lang,
    member_user_id: null,
    invited_at: state === 'new' ? null : at(12 - i),
    opened_at: state === 'opened' || state === 'waived' ? at(9 - i) : null,
    enrollment_id: null,
    enrolled_at: null,
    waived_at: state === 'waived' ? at(8 - i) : null,
    waive_reason: state === 'waived' ? (i === 0 ? 'spouse-plan' : 'other-coverage') : null,
    last_reminded_at: state === 'reminded' ? at(3) : null,
  }));
  const rows = [...enrolled, ...others];
  await tx.query(
    `INSERT INTO census_employees (group_id, employee_id, first_name, last_name, dob, gender, email, zip, lang, tier,
       employment_status, hire_date, member_user_id, invited_at, opened_at, enrollment_id, enrolled_at, waived_at,
       waive_reason, last_reminded_at, last_activity_at)
     SELECT 77, r.employee_id, r.first_name, r.last_name, r.dob, r.gender, r.email, '10001', r.lang, 'IO', 'active',
       '2021-03-01', r.member_user_id, r.invited_at, r.opened_at, r.enrollment_id, r.enrolled_at, r.waived_at,
       r.waive_reason, r.last_reminded_at, greatest(r.invited_at, r.opened_at, r.enrolled_at, r.waived_at, r.last_reminded_at)
     FROM jsonb_to_recordset($1::jsonb) AS r(employee_id text, first_name text, last_name text, dob date, gender smallint,
       email text, lang text, member_user_id int, invited_at timestamptz, opened_at timestamptz, enrollment_id text,
       enrolled_at timestamptz, waived_at timestamptz, waive_reason text, last_reminded_at timestamptz)
     ON CONFLICT (group_id, employee_id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
  // The coverage those enrollments gave (the board lists an enrolled employee's plans and monthly
  // total from it); coverage another enrollment already claims is left alone.
  await tx.query(
    `UPDATE member_plans mp SET enrollment_id = c.enrollment_id, price_cents = coalesce(mp.price_cents, ci.price_cents)
       FROM census_employees c JOIN cart_items ci ON ci.enrollment_id = c.enrollment_id
      WHERE c.group_id = 77 AND c.employee_id LIKE 'NW-20%' AND c.enrolled_at IS NOT NULL
        AND mp.user_id = c.member_user_id AND mp.plan_id = ci.plan_id AND mp.enrollment_id IS NULL`,
  );
  // A live link for each pending invitation (nobody holds its token: the board can remind or
  // revoke it); the census rows that still wait get one when they have none.
  await tx.query(
    `INSERT INTO invitation_links (token_hash, census_id, created_at, expires_at)
     SELECT 'demo-history-' || c.employee_id, c.census_id, coalesce(c.last_reminded_at, c.invited_at), now() + interval '30 days'
       FROM census_employees c
      WHERE c.group_id = 77 AND c.employee_id LIKE 'NW-21%' AND c.invited_at IS NOT NULL
        AND c.enrolled_at IS NULL AND c.waived_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM invitation_links l WHERE l.census_id = c.census_id AND l.revoked_at IS NULL)
     ON CONFLICT (token_hash) DO UPDATE SET expires_at = EXCLUDED.expires_at
       WHERE invitation_links.revoked_at IS NULL`,
  );
  // Their invitations' story for the change history (migration 0045): sent and reminded by
  // Northwind's administrator, reminded by the group's schedule (ADR 0034) while unfinished, opened
  // and declined by the employee. Once per employee.
  await tx.query(
    `WITH admin AS (SELECT account_id FROM accounts WHERE kind = 'group_admin' AND group_id = 77 ORDER BY account_id LIMIT 1),
          demo AS (SELECT c.* FROM census_employees c
                    WHERE c.group_id = 77 AND (c.employee_id LIKE 'NW-20%' OR c.employee_id LIKE 'NW-21%')
                      AND c.invited_at IS NOT NULL
                      AND NOT EXISTS (SELECT 1 FROM invitation_events v WHERE v.census_id = c.census_id))
     INSERT INTO invitation_events (census_id, enrollment_id, kind, account_id, detail, at)
     SELECT census_id, enrollment_id, 'invite', (SELECT account_id FROM admin), NULL, invited_at FROM demo
     UNION ALL SELECT census_id, enrollment_id, 'open', NULL, NULL, opened_at FROM demo WHERE opened_at IS NOT NULL
     UNION ALL SELECT census_id, enrollment_id, 'remind', (SELECT account_id FROM admin), NULL, last_reminded_at
                 FROM demo WHERE last_reminded_at IS NOT NULL
     UNION ALL SELECT census_id, enrollment_id, 'waive', NULL, waive_reason, waived_at FROM demo WHERE waived_at IS NOT NULL
     UNION ALL SELECT census_id, enrollment_id, 'remind', NULL, 'automatic', invited_at + interval '2 days'
                 FROM demo WHERE enrolled_at IS NULL AND waived_at IS NULL AND invited_at < now() - interval '2 days'`,
  );
}
