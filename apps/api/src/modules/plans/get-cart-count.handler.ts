import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { cartCount } from './cart.repository';

export const getCartCount: Handler<'get-cart-count'> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  return { result: await cartCount(db, query.enrollment_id) };
};
