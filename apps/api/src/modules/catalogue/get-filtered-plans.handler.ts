import type { Handler } from '../../kernel/handler';
import { catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { storeCategories } from '../../kernel/catalogue/catalogue.repository';
import { enrollmentNotFound, readEnrollment } from '../../kernel/enrollment/enrollment-reads.repository';

/**
 * The listing: plans of the enrollment's store, narrowed to the chosen categories when sent.
 * Categories the store does not offer give no plans (the client then clears its selection).
 */
export const getFilteredPlans: Handler<'get-filtered-plans'> = async ({ db, query, lang }) => {
  const { token, enrollment: e } = await readEnrollment(db, query.enrollment_id);
  if (!e) throw enrollmentNotFound();
  const { snapshot, categories: offered } = await storeCategories(db, await catalogueAt(db, token), e);
  const chosen = query.categories?.length ? new Set(query.categories) : undefined;
  return snapshot.listing(chosen ? offered.filter((c) => chosen.has(c)) : offered, lang);
};
