import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { catalogue } from '../../kernel/catalogue/catalogue-cache';
import { membershipFeeText } from '../../kernel/catalogue/membership-fee';

/** get-plan-detail without an id: the wellness membership and its fee text (the Select MemberShip popup). */
export const getPlanDetailMembership: Handler<'get-plan-detail-membership'> = async ({ db, lang }) => {
  const plan = (await catalogue(db)).membership();
  if (!plan) throw notFound('id', 'No membership is offered.');
  return { plan_id: plan.plan_id, plan_name: plan.name, membership_fee_text: membershipFeeText(lang) };
};
