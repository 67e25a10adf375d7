import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { cartLines } from '../../kernel/cart/cart.repository';
import { dynamicTabs } from '../../kernel/cart/dynamic-tabs';

export const getDynamicTabs: Handler<'get-dynamic-tabs'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  return { result: dynamicTabs(e.filter_info.tier, await cartLines(db, e.enrollment_id)) };
};
