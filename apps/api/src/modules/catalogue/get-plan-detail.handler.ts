import type { Handler } from '../../http/handler';
import { notFound } from '../../http/errors';
import { findPlan } from './catalogue.repository';

/** Plan detail texts (HTML written by the catalogue's editors; the client sanitises before rendering). */
export const getPlanDetail: Handler<'get-plan-detail'> = async ({ db, params }) => {
  const plan = await findPlan(db, params.id);
  if (!plan) throw notFound('id', 'This plan was not found.');
  return {
    plan_id: plan.plan_id,
    plan_name: plan.name,
    plan_logo: plan.logo,
    plan_category: plan.category,
    plan_short_text: plan.short_text,
    plan_desc: plan.plan_desc,
    is_membership: plan.kind === 'membership',
  };
};
