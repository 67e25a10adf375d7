import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { listedPlans, storeCategories } from './catalogue.repository';

/**
 * The listing: plans of the enrollment's store, narrowed to the chosen categories when sent.
 * Categories the store does not offer give no plans (the client then clears its selection).
 */
export const getFilteredPlans: Handler<'get-filtered-plans'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const offered = await storeCategories(db, e);
  const chosen = query.categories?.length ? new Set(query.categories) : undefined;
  return { plans: await listedPlans(db, chosen ? offered.filter((c) => chosen.has(c)) : offered) };
};
