import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { billedByGroup, paymentMethodFor } from '../../kernel/payment/payment-method';
import { eftTerms } from '../../kernel/agreement/agreement-texts';

/**
 * How this enrollment pays: decided by its group, else its agent (seeded per demo group/agent);
 * when the group pays the bill, the group's name, so the step can say who is billed.
 */
export const getPaymentMethod: Handler<'get-payment-method'> = async ({ db, query, lang }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const result = await paymentMethodFor(db, e);
  // A card payer agrees to the EFT texts beside a bank account, if they choose one (issue 32).
  if (result === 'cc') return { result, eft_terms: eftTerms(lang) };
  if (!billedByGroup(result)) return { result };
  const [group] = await db.query<{ group_name: string }>(
    'SELECT name AS group_name FROM groups WHERE group_id = $1',
    [e.group_id],
  );
  return group ? { result, billed_to: group.group_name } : { result };
};
