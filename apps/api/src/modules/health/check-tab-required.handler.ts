import type { Handler } from '../../kernel/handler';
import { wizardContext } from '../../kernel/steps/wizard-context';

/** Whether the enrollment has a step, by the same rule as get-dynamic-tabs. */
export const checkTabRequired: Handler<'check-tab-required'> = async ({ db, query }) => {
  const ctx = await wizardContext(db, query.enrollment_id);
  return { result: { required: ctx.tabs[query.tab_name] ? 1 : 0 } };
};
