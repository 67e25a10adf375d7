import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { paymentMethodFor } from './payment-method';

/** How this enrollment pays: decided by its group, else its agent (seeded per demo group/agent). */
export const getPaymentMethod: Handler<'get-payment-method'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  return { result: await paymentMethodFor(db, e) };
};
