import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { catalogue, ownerIn } from '../../kernel/catalogue/catalogue-cache';

/** A header-menu click: the plans of one category, if the agent's (group's) menu offers it. */
export const getMenuFilteredPlans: Handler<'get-menu-filtered-plans'> = async ({ db, query, lang }) => {
  const { snapshot, owner } = await ownerIn(db, await catalogue(db), query.plansFor, query.plansId);
  if (!owner.exists)
    throw notFound(
      'plansId',
      query.plansFor === 'agent'
        ? `Agent ${query.plansId} was not found.`
        : `Group ${query.plansId} was not found.`,
    );
  return snapshot.listing(owner.menu.includes(query.category) ? [query.category] : [], lang);
};
