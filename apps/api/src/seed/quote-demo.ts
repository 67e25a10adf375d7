import type { Queryable } from '../db/types';

const DAY = 86_400_000;

/**
 * Quotes the demo reps e-mailed in the last days (issue 32: "Your recent quotes" on a rep's home
 * has something to show on first start). Each is an enrollment the rep's account started, with a
 * cart, and the quote mail already sent (status sent: nothing goes out). Inserted once; the dates
 * move to the last days on every seed, as the demo history does.
 */
const QUOTES = [
  {
    id: 'demo-quote-10109-000001',
    agent: 10109,
    group: 77,
    to: 'maya.chen@example.com',
    daysAgo: 1,
    plans: [1001, 1002],
  },
  {
    id: 'demo-quote-10109-000002',
    agent: 10109,
    group: 1929,
    to: 'luis.ortega@example.com',
    daysAgo: 3,
    plans: [1003],
  },
  {
    id: 'demo-quote-10109-000003',
    agent: 10109,
    group: 77,
    to: 'grace.kim@example.com',
    daysAgo: 6,
    plans: [1001],
  },
  {
    id: 'demo-quote-20417-000001',
    agent: 20417,
    group: 3050,
    to: 'omar.haddad@example.com',
    daysAgo: 2,
    plans: [1002, 1003],
  },
];

export async function seedQuoteDemo(tx: Queryable, now = Date.now()): Promise<void> {
  const rows = QUOTES.map((q) => ({ ...q, at: new Date(now - q.daysAgo * DAY).toISOString() }));
  await tx.query(
    `INSERT INTO enrollments (enrollment_id, eprocess, type, open_type, agent_id, group_id, filter_info,
       created_at, updated_at, started_by_account_id)
     SELECT d.id, 'rep', 'new-user', 'agent', d.agent, d.group,
       jsonb_build_object('agent_id', d.agent, 'group_id', d.group, 'tier', 'IO', 'eprocess', 'rep',
                          'zip', '30301', 'state', 'GA', 'dob', '04/18/1988', 'gender', 0),
       d.at, d.at, a.account_id
     FROM jsonb_to_recordset($1::jsonb) AS d(id text, agent int, "group" int, at timestamptz)
     JOIN accounts a ON a.kind = 'rep' AND a.agent_id = d.agent
     ON CONFLICT (enrollment_id) DO UPDATE SET created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at`,
    [JSON.stringify(rows)],
  );
  const lines = rows.flatMap((q) => q.plans.map((plan_id) => ({ id: q.id, plan_id })));
  await tx.query(
    `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents)
     SELECT l.id, o.plan_id, o.ppid,
            coalesce(o.flat_cents, (SELECT (r ->> 'IO')::int FROM jsonb_array_elements(o.rates) r
                                     WHERE 38 BETWEEN (r ->> 'age_min')::int AND (r ->> 'age_max')::int LIMIT 1), 1999)
       FROM jsonb_to_recordset($1::jsonb) AS l(id text, plan_id int)
       -- The plan's first option, priced for the quote's member (38, member only).
       JOIN LATERAL (SELECT plan_id, ppid, flat_cents, rates FROM plan_pricing
                      WHERE plan_id = l.plan_id AND fee_of_ppid IS NULL ORDER BY position, ppid LIMIT 1) o ON true
     ON CONFLICT (enrollment_id, plan_id) DO NOTHING`,
    [JSON.stringify(lines)],
  );
  for (const q of rows) {
    const key = `demo-quote:${q.id}`;
    const moved = await tx.query(
      `UPDATE outbox SET created_at = $2, sent_at = $2 WHERE dedupe_key = $1 RETURNING id`,
      [key, q.at],
    );
    if (moved.length) continue;
    await tx.query(
      `INSERT INTO outbox (kind, enrollment_id, to_address, subject, html, text, status, dedupe_key, created_at, sent_at)
       VALUES ('quote', $1, $2, 'Your benefits quote', '<p>Your benefits quote</p>', 'Your benefits quote', 'sent', $3, $4, $4)`,
      [q.id, q.to, key, q.at],
    );
  }
}
