import type { PaymentMethod } from '@bs/contract';
import { acceptedPaymentMethods } from '@bs/domain';
import type { Queryable } from '../../db';
import { invalid } from '../../http/errors';
import type { EnrollmentRow } from '../../kernel/enrollment/enrollment.repository';
import { paymentMethodFor } from '../../kernel/payment/payment-method';

export const NOT_OFFERED = 'This payment type is not offered for this enrollment.';

/**
 * A payment type the enrollment's group or agent does not offer is refused on payment_method;
 * answers the enrollment's payment method.
 */
export async function requireOffered(db: Queryable, e: EnrollmentRow, type: string): Promise<PaymentMethod> {
  const method = await paymentMethodFor(db, e);
  if (!acceptedPaymentMethods(method).includes(type))
    throw invalid('payment_info.payment_method', NOT_OFFERED);
  return method;
}
