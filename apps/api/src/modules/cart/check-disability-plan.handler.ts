import type { Handler } from '../../kernel/handler';
import { requirePlan } from '../../kernel/catalogue/catalogue.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';

/** True when the plan needs annual income and working hours (the client asks for them first). */
export const checkDisabilityPlan: Handler<'check-disability-plan'> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  const { rules } = await requirePlan(db, query.plan_id);
  return { status: rules.min_annual_income != null || rules.min_weekly_hours != null };
};
