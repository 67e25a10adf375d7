import { requireEnrollmentWindow } from '../../kernel/enrollment-windows/enrollment-gate';
import type { AddToCartErrorCode, AddToCartResult } from '@bs/contract';
import type { Queryable } from '../../db';
import { invalid, notFound } from '../../http/errors';
import { optionsOf } from '../../kernel/catalogue/catalogue.repository';
import type { PlanRow } from '../../kernel/catalogue/plan-types';
import { catalogue } from '../../kernel/catalogue/catalogue-cache';
import type { EnrollmentRow } from '../../kernel/enrollment/enrollment.repository';
import { cartCount, upsertCartLine } from '../../kernel/cart/cart.repository';
import { blackoutMessage, MESSAGES } from '../../kernel/pricing/engine';
import { enrollmentAge, pricePlan } from '../../kernel/pricing/pricing.service';
import { answerState } from '../../kernel/underwriting/answers.repository';

const fail = (errorCode: AddToCartErrorCode, message: string, extra: Partial<AddToCartResult> = {}) => ({
  result: false,
  errorCode,
  message,
  ...extra,
});

async function activePolicy(db: Queryable, e: EnrollmentRow, planId: number): Promise<string | undefined> {
  const userId = e.filter_info.user_id ?? e.user_id;
  if (!userId) return undefined;
  const [row] = await db.query<{ policy_id: string }>(
    `SELECT policy_id FROM member_plans WHERE user_id = $1 AND plan_id = $2 AND status = 'ACTIVE'`,
    [userId, planId],
  );
  return row?.policy_id;
}

/**
 * What choosing this plan is for the window's gate (ADR 0034): switching when the member already
 * holds another ACTIVE plan of the same category (a life event allows it only when its kind says
 * `change-plan`, so a birth adds the child but never swaps the dental plan), else enrolling.
 */
async function cartAttempt(
  db: Queryable,
  e: EnrollmentRow,
  plan: PlanRow,
): Promise<'enroll-self' | 'change-plan'> {
  const userId = e.filter_info.user_id ?? e.user_id;
  if (!userId) return 'enroll-self';
  const [held] = await db.query(
    `SELECT 1 FROM member_plans mp JOIN plans p ON p.plan_id = mp.plan_id
      WHERE mp.user_id = $1 AND mp.status = 'ACTIVE' AND mp.plan_id <> $2 AND p.category = $3 LIMIT 1`,
    [userId, plan.plan_id, plan.category],
  );
  return held ? 'change-plan' : 'enroll-self';
}

/**
 * Adds a plan's pricing option to the cart (call inside a transaction holding the enrollment row).
 * Business refusals come back as errorCode, in this order: changePid (replaced plan), blackout
 * (closed to new business), already-active (the member holds it ACTIVE), the pricing engine's
 * eligibility codes (planAgeError/tierError when the chosen option is not sold to the person),
 * questionsRequired / newQuestionsError / decline for underwritten plans. A plan with an
 * administrative fee brings its fee line (not removable); `feePpid` must name that line when sent.
 */
export async function addPlanToCart(
  tx: Queryable,
  e: EnrollmentRow,
  plan: PlanRow,
  ppid: number,
  opts: { feePpid?: number; now?: Date } = {},
): Promise<AddToCartResult> {
  const now = opts.now ?? new Date();
  if (plan.kind === 'admin_fee')
    throw invalid('plan_id', 'The administrative fee is added together with its plan.');
  // A group employee chooses a plan only within open enrollment, their new-hire window or a life
  // event that lets them enroll (ADR 0034).
  await requireEnrollmentWindow(tx, e, () => cartAttempt(tx, e, plan), now.toISOString().slice(0, 10));
  if (plan.replaced_by) return fail('changePid', 'This plan was replaced.', { pid: plan.replaced_by });
  const option = (await optionsOf(tx, plan.plan_id)).find((o) => o.ppid === ppid);
  if (!option) throw notFound('plan_pricing_id', 'This pricing option does not belong to the plan.');
  const blackout = blackoutMessage(plan.rules, now.toISOString().slice(0, 10));
  if (blackout) return fail('blackout', blackout);
  const policy = await activePolicy(tx, e, plan.plan_id);
  if (policy)
    return fail(
      'already-active',
      `You already have ${plan.name} active (policy ${policy}); it cannot be added again.`,
    );
  const priced = pricePlan(await catalogue(tx), plan, e, now);
  if (!priced.ok) return fail(priced.code, priced.message);
  const line = priced.lines.find((l) => l.ppid === ppid);
  if (!line) {
    const age = enrollmentAge(e, now) ?? 0;
    return option.age_max != null && age > option.age_max
      ? fail(
          'planAgeError',
          `${option.name} is issued up to age ${option.age_max}. Please choose another option.`,
        )
      : fail('tierError', MESSAGES.tierError);
  }
  const answers = await answerState(tx, e.enrollment_id, plan);
  if (answers.state === 'none')
    return fail('questionsRequired', `Please answer the health questions of ${plan.name} first.`);
  if (answers.state === 'stale') return fail('newQuestionsError', MESSAGES.newQuestionsError);
  if (answers.state === 'declined') return fail('decline', answers.message);
  const fee = priced.lines.find((l) => l.is_prudential_plan === 1 && l.pair_ppid === ppid);
  if (opts.feePpid !== undefined && fee?.ppid !== opts.feePpid)
    throw invalid('plan_pricing_id', 'This administrative fee does not belong to the chosen option.');
  await upsertCartLine(tx, e.enrollment_id, line, 1);
  if (fee) await upsertCartLine(tx, e.enrollment_id, fee, 0);
  return {
    result: true,
    message: `${plan.name} was added to your cart.`,
    cart_count: await cartCount(tx, e.enrollment_id),
  };
}
