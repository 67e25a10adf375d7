import type { Handler } from '../../kernel/handler';
import { catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { storeCategories } from '../../kernel/catalogue/catalogue.repository';
import { enrollmentNotFound, readEnrollment } from '../../kernel/enrollment/enrollment-reads.repository';

/** The categories of the enrollment's store that have at least one listed plan, in menu order. */
export const getLeftSideFilterFields: Handler<'get-left-side-filter-fields'> = async ({ db, query }) => {
  const { token, enrollment: e } = await readEnrollment(db, query.enrollment_id);
  if (!e) throw enrollmentNotFound();
  const { snapshot, categories: menu } = await storeCategories(db, await catalogueAt(db, token), e);
  const withPlans = new Set(snapshot.listed(menu).map((p) => p.plan_category));
  return { result: { categories: menu.filter((c) => withPlans.has(c)) } };
};
