import type { Queryable } from '../../db';
import { catalogue } from '../catalogue/catalogue-cache';
import type { CartLine } from '../cart/cart.repository';
import { priceCartLines } from '../cart/cart-pricing.service';
import { cartDate } from '../cart/effective-dates';
import type { EnrollmentFilterRow } from '../enrollment/enrollment-reads.repository';
import { cartWithEoi } from './cart-eoi';

/**
 * The cart's plans whose election leaves an amount pending evidence (ADR 0039): the rule of the
 * wizard's EOI step, asked through the same `cartWithEoi` answer the cart, the review and
 * completion give, so the step is shown exactly when completion will open a case. At or under
 * guaranteed issue nothing is pending and there is no step.
 */
export async function pendingEoiPlans(
  db: Queryable,
  e: EnrollmentFilterRow,
  lines: readonly CartLine[],
  now = new Date(),
): Promise<number[]> {
  if (!lines.length) return [];
  // Most carts hold no plan with EOI rules: one cheap read, and nothing is priced.
  const [withRules] = await db.query(
    'SELECT 1 FROM plan_eoi_settings WHERE plan_id = ANY($1::int[]) LIMIT 1',
    [lines.map((l) => l.plan_id)],
  );
  if (!withRules) return [];
  const cat = await catalogue(db);
  // Completion prices at the stored date; before checkout the date the cart would be priced at.
  const date = e.effective_date ?? cartDate(null, undefined, now);
  const { eoi } = await cartWithEoi(db, cat, e, priceCartLines(cat, e, [...lines], date, now), now);
  return lines.filter((_, i) => (eoi[i]?.pending ?? 0) > 0).map((l) => l.plan_id);
}
