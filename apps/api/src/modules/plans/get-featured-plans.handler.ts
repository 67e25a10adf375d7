import type { Handler } from '../../http/handler';
import { menuOf } from '../branding/branding.repository';
import { requireAgent, requireGroup } from '../startup/people.repository';

/**
 * Featured plans in rank order, limited to the categories on the visitor's menu (group menu for a
 * group, agent menu for a rep) so a store never features a plan it cannot sell; all when none match.
 */
export const getFeaturedPlans: Handler<'get-featured-plans'> = async ({ db, query }) => {
  let categories: string[] | undefined;
  if (query.group_id !== undefined) {
    await requireGroup(db, query.group_id);
    categories = await menuOf(db, 'group', query.group_id);
  } else if (query.agent_id !== undefined) {
    await requireAgent(db, query.agent_id);
    categories = await menuOf(db, 'agent', query.agent_id);
  }
  const all = await db.query<{
    plan_id: number;
    plan_name: string;
    plan_logo: string;
    plan_short_text: string;
    category: string;
  }>(
    `SELECT plan_id, name AS plan_name, logo AS plan_logo, short_text AS plan_short_text, category
     FROM plans WHERE featured ORDER BY featured_rank, plan_id`,
  );
  const inMenu = categories ? all.filter((p) => categories.includes(p.category)) : all;
  return (inMenu.length ? inMenu : all).map(({ category: _c, ...p }) => p);
};
