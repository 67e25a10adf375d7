import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { catalogue, ownerIn } from '../../kernel/catalogue/catalogue-cache';

/**
 * Featured plans in rank order, limited to the categories on the visitor's menu (group menu for a
 * group, agent menu for a rep) so a store never features a plan it cannot sell; all when none match.
 * Served from the catalogue in memory per visitor (agent or group): one shared version check.
 */
export const getFeaturedPlans: Handler<'get-featured-plans'> = async ({ db, query, lang }) => {
  const cat = await catalogue(db);
  if (query.group_id !== undefined) {
    const { snapshot, owner } = await ownerIn(db, cat, 'group', query.group_id);
    if (!owner.exists) throw notFound('group_id', `Group ${query.group_id} was not found.`);
    return snapshot.featured(owner.menu, lang);
  }
  if (query.agent_id !== undefined) {
    const { snapshot, owner } = await ownerIn(db, cat, 'agent', query.agent_id);
    if (!owner.exists) throw notFound('agent_id', `Agent ${query.agent_id} was not found.`);
    return snapshot.featured(owner.menu, lang);
  }
  return cat.featured(undefined, lang);
};
