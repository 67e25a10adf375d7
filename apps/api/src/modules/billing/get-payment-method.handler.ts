import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { billedByGroup, paymentMethodFor } from '../../kernel/payment/payment-method';

/**
 * How this enrollment pays: decided by its group, else its agent (seeded per demo group/agent);
 * when the group pays the bill, the group's name, so the step can say who is billed.
 */
export const getPaymentMethod: Handler<'get-payment-method'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const result = await paymentMethodFor(db, e);
  if (!billedByGroup(result)) return { result };
  const [group] = await db.query<{ group_name: string }>(
    'SELECT name AS group_name FROM groups WHERE group_id = $1',
    [e.group_id],
  );
  return group ? { result, billed_to: group.group_name } : { result };
};
