import type { Queryable } from '../../db';
import { catalogue } from '../catalogue/catalogue-cache';
import { readEnrollment } from '../enrollment/enrollment-reads.repository';
import { pricePlan } from '../pricing/pricing.service';
import { approvedMonthly } from './approved-premium';
import { eoiTermsOf } from './eoi-split';

/**
 * The monthly premium (cents) of `amount` of cover on a case's coverage (ADR 0039): what the
 * payroll file deducts and the 834 reports once the carrier's decision is in force. Priced as the
 * store priced the approved amount (ADR 0037): the coverage's enrollment repriced by the engine,
 * the option selling exactly that amount, else the elected option's price in proportion. A
 * coverage without an enrollment (the platform's own rows) scales its stored premium by the
 * amounts. Null when nothing can be priced (no coverage stored for the case).
 */
export async function premiumOfAmount(
  db: Queryable,
  c: {
    memberUserId: number;
    planId: number;
    elected: number;
    approvedNow: number;
    enrollmentId: string | null;
  },
  amount: number,
  now = new Date(),
): Promise<number | null> {
  const [mp] = await db.query<{ price_cents: number | null; ppid: number | null }>(
    `SELECT mp.price_cents, ci.plan_pricing_id AS ppid
       FROM member_plans mp
       LEFT JOIN cart_items ci ON ci.enrollment_id = mp.enrollment_id AND ci.plan_id = mp.plan_id
      WHERE mp.user_id = $1 AND mp.plan_id = $2 AND mp.enrollment_id IS NOT DISTINCT FROM $3`,
    [c.memberUserId, c.planId, c.enrollmentId],
  );
  if (!mp) return null;
  if (c.enrollmentId && mp.ppid != null) {
    const { enrollment } = await readEnrollment(db, c.enrollmentId);
    const cat = await catalogue(db);
    const plan = cat.plan(c.planId);
    if (enrollment && plan) {
      const priced = pricePlan(cat, plan, enrollment, now);
      const terms = await eoiTermsOf(db, cat, [c.planId]);
      if (priced.ok) {
        // The option selling that amount; the elected amount, if none sells it, is the coverage's
        // own option (an increase's case belongs to the coverage it adds to).
        const monthlyOf = (a: number) =>
          (
            priced.lines.find((l) => terms.amounts.get(l.ppid) === a) ??
            (a === c.elected ? priced.lines.find((l) => l.ppid === mp.ppid) : undefined)
          )?.monthly_cents;
        const r = approvedMonthly(monthlyOf, c.elected, amount);
        if (r) return r.monthlyCents;
      }
    }
  }
  if (mp.price_cents == null || c.approvedNow <= 0) return null;
  return Math.round((mp.price_cents * amount) / c.approvedNow);
}
