import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { listedPlans, storeCategories } from './catalogue.repository';

/** The categories of the enrollment's store that have at least one listed plan, in menu order. */
export const getLeftSideFilterFields: Handler<'get-left-side-filter-fields'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const menu = await storeCategories(db, e);
  const withPlans = new Set((await listedPlans(db, menu)).map((p) => p.plan_category));
  return { result: { categories: menu.filter((c) => withPlans.has(c)) } };
};
