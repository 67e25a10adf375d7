import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { cartLines } from '../plans/cart.repository';
import { dynamicTabs } from './dynamic-tabs';

export const getDynamicTabs: Handler<'get-dynamic-tabs'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  return { result: dynamicTabs(e.filter_info.tier, await cartLines(db, e.enrollment_id)) };
};
