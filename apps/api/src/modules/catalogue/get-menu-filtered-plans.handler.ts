import type { Handler } from '../../http/handler';
import { menuOf } from '../branding/branding.repository';
import { requireAgent, requireGroup } from '../startup/people.repository';
import { listedPlans } from './catalogue.repository';

/** A header-menu click: the plans of one category, if the agent's (group's) menu offers it. */
export const getMenuFilteredPlans: Handler<'get-menu-filtered-plans'> = async ({ db, query }) => {
  if (query.plansFor === 'agent') await requireAgent(db, query.plansId, 'plansId');
  else await requireGroup(db, query.plansId, 'plansId');
  const menu = await menuOf(db, query.plansFor, query.plansId);
  return { plans: menu.includes(query.category) ? await listedPlans(db, [query.category]) : [] };
};
