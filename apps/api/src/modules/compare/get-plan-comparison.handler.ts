import type { Handler } from '../../kernel/handler';
import { catalogue, catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { readEnrollment } from '../../kernel/enrollment/enrollment-reads.repository';
import { comparePlans } from '../../kernel/pricing/comparison';
import { comparisonPay } from '../../kernel/pay/options-pay';

/**
 * Two to four plans side by side (issue 19), priced for the enrollment's quote basics when one is
 * named (kernel/pricing/comparison, shared with the quote e-mail). One query with an enrollment
 * (the enrollment and the catalogue token); the rest is the catalogue in memory.
 */
export const getPlanComparison: Handler<'get-plan-comparison'> = async ({ db, query, lang }) => {
  const read = query.enrollment_id ? await readEnrollment(db, query.enrollment_id) : undefined;
  const cat = read ? await catalogueAt(db, read.token) : await catalogue(db);
  // A group employee's prices also per paycheck (ADR 0033): the group's terms, read once.
  const now = new Date();
  const withPay = await comparisonPay(db, cat, read?.enrollment, now);
  return { plans: comparePlans(cat, query.plans, read?.enrollment, now, 'plans', lang, withPay) };
};
