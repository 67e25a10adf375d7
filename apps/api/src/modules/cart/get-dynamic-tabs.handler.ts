import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { cartLines } from '../../kernel/cart/cart.repository';
import { dynamicTabs } from '../../kernel/cart/dynamic-tabs';
import { pendingEoiPlans } from '../../kernel/eoi/pending-eoi';

export const getDynamicTabs: Handler<'get-dynamic-tabs'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const lines = await cartLines(db, e.enrollment_id);
  const pending = await pendingEoiPlans(db, e, lines);
  return { result: dynamicTabs(e.filter_info.tier, lines, pending.length > 0) };
};
