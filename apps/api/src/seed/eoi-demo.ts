import type { Queryable } from '../db/types';
import type { DataKey } from '../kernel/crypto/data-key';
import { openCase } from '../kernel/eoi/eoi.repository';
import { addDays, todayUtc } from '../kernel/enrollment-windows/calendar-days';

/**
 * The demo world's evidence of insurability (issue 30, ADR 0035): Guardian Term Life 20 (1003) is
 * issued without questions up to $100,000, and James Carter (5002, rep 10109's book, Northwind)
 * elected $250,000 twelve days ago: $100,000 approved now, $150,000 pending, so rep 10109's
 * pending list has a case to decide at first start. Settings only where missing; the case only
 * while James has none on the plan, so a decision made in the demo is kept.
 */
const TERM_LIFE = 1003;
const JAMES = 5002;

export async function seedEoiDemo(tx: Queryable, key: DataKey, now = new Date()): Promise<void> {
  await tx.query(
    `INSERT INTO plan_eoi_settings (plan_id, guaranteed_issue, eoi_on_increase, eoi_for_late_entrants, expires_after_days)
     VALUES ($1, 100000, true, true, 60) ON CONFLICT DO NOTHING`,
    [TERM_LIFE],
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
