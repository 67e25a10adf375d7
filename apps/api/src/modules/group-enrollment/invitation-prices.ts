import type { InvitationPlanPrice } from '@bs/contract';
import type { Queryable } from '../../db';
import { catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { storeCategories } from '../../kernel/catalogue/catalogue.repository';
import { readEnrollment } from '../../kernel/enrollment/enrollment-reads.repository';
import { cardPay } from '../../kernel/pay/options-pay';
import { shopPayTerms } from '../../kernel/pay/shop-pay';

/**
 * What the invitation landing lists (issue 28, ADR 0033): every plan of the group's store with a
 * monthly price, "from" per paycheck for the employee whose enrollment the link just opened (their
 * census basics, the contribution in force on the coverage's first day), by the money model the
 * cards use (cardPay), so the landing says the cents the store will. Empty when the group has no
 * pay schedule: the landing then shows no prices, as the store shows monthly ones.
 */
export async function invitationPrices(
  db: Queryable,
  enrollmentId: string,
  now = new Date(),
): Promise<InvitationPlanPrice[]> {
  const { token, enrollment: e } = await readEnrollment(db, enrollmentId);
  const terms = e && (await shopPayTerms(db, e));
  if (!e || !terms) return [];
  const { snapshot, categories } = await storeCategories(db, await catalogueAt(db, token), e);
  return snapshot.listed(categories).flatMap((p) => {
    const plan = snapshot.plan(p.plan_id);
    const pay = plan && cardPay(snapshot, plan, e, terms, now);
    return pay ? [{ plan_id: p.plan_id, plan_name: p.plan_name, category: p.plan_category, pay }] : [];
  });
}
