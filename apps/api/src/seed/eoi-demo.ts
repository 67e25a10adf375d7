import type { Queryable } from '../db/types';
import type { DataKey } from '../kernel/crypto/data-key';
import { openCase } from '../kernel/eoi/eoi.repository';
import { coveragePrices, optionRatesOf } from '../kernel/pay/coverage-prices';
import { addDays, todayUtc } from '../kernel/enrollment-windows/calendar-days';
import { seedEoiQuestions } from './eoi-questions-demo';

/**
 * The demo world's evidence of insurability (issue 30, ADR 0035): Guardian Term Life 20 (1003) is
 * issued without questions up to $100,000, and James Carter (5002, rep 10109's book, Northwind)
 * elected $250,000 twelve days ago: $100,000 approved now, $150,000 pending, so rep 10109's
 * pending list has a case to decide at first start. James holds the plan (its $100,000 in force,
 * ADR 0039), so his home says "$100,000 in force" and "$150,000 pending evidence of
 * insurability". Settings only where missing; the coverage and the case only while James has none
 * on the plan, so a decision made in the demo is kept.
 */
const TERM_LIFE = 1003;
const JAMES = 5002;
const START = '2026-01-01';

export async function seedEoiDemo(tx: Queryable, key: DataKey, now = new Date()): Promise<void> {
  await tx.query(
    `INSERT INTO plan_eoi_settings (plan_id, guaranteed_issue, eoi_on_increase, eoi_for_late_entrants, expires_after_days)
     VALUES ($1, 100000, true, true, 60) ON CONFLICT DO NOTHING`,
    [TERM_LIFE],
  );
  // A newcomer electing above $100,000 meets the EOI step with questions to answer.
  await seedEoiQuestions(tx, TERM_LIFE);
  // Seeded coverage starts on a fixed day, as the demo world's other coverage does. Its premium is
  // the $100,000 in force: the $150,000 option's rate for James's age, per dollar (ADR 0037).
  const [option] = await optionRatesOf(
    tx,
    (
      await tx.query<{ ppid: number }>(
        'SELECT ppid FROM plan_pricing WHERE plan_id = $1 AND benefit_amount = 150000',
        [TERM_LIFE],
      )
    ).map((r) => r.ppid),
  );
  const [james] = await tx.query<{ dob: string }>('SELECT dob::text AS dob FROM members WHERE user_id = $1', [
    JAMES,
  ]);
  const monthly = james && coveragePrices({ dob: james.dob, tier: 'IO', price_cents: null }, option, START);
  await tx.query(
    `INSERT INTO member_plans (user_id, plan_id, status, policy_id, effective_date, price_cents)
     VALUES ($1, $2, 'ACTIVE', $3, $4, $5) ON CONFLICT DO NOTHING`,
    [
      JAMES,
      TERM_LIFE,
      `POL-${JAMES}-${TERM_LIFE}`,
      START,
      monthly ? Math.round((monthly.monthlyCents * 100_000) / 150_000) : null,
    ],
  );
  const [any] = await tx.query('SELECT 1 FROM eoi_cases WHERE member_user_id = $1 AND plan_id = $2 LIMIT 1', [
    JAMES,
    TERM_LIFE,
  ]);
  if (any) return;
  await openCase(tx, key, {
    memberUserId: JAMES,
    planId: TERM_LIFE,
    election: { elected: 250_000, currentApproved: 0, lateEntrant: false },
    today: addDays(todayUtc(now), -12),
  });
}
