import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { cartCount } from '../../kernel/cart/cart.repository';

export const getCartCount: Handler<'get-cart-count'> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  return { result: await cartCount(db, query.enrollment_id) };
};
