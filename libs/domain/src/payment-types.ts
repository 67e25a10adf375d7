import type { PaymentMethod } from '@bs/contract';

/**
 * The payment rules of spec §4 Billing, in one place for the server (which refuses a type the
 * enrollment's group or agent does not offer) and the wizard (which shows only those choices).
 */

/** A payment type the person can choose: the billing step's radio options. */
export type PaymentType = 'cc' | 'eft' | 'list' | 'stmt';

/**
 * The payment types offered for the method get-payment-method answers: cc offers Credit Card and
 * EFT; eft EFT; list/elist force LIST; stmt forces STMT.
 */
export function paymentTypesFor(method: PaymentMethod): PaymentType[] {
  switch (method) {
    case 'cc':
      return ['cc', 'eft'];
    case 'eft':
      return ['eft'];
    case 'list':
    case 'elist':
      return ['list'];
    case 'stmt':
      return ['stmt'];
  }
}

/** A method the group bills (LIST, electronic LIST, STMT): nothing is charged to the person. */
export type BilledMethod = Extract<PaymentMethod, 'list' | 'elist' | 'stmt'>;

/** The payment_method saved for a LIST/STMT enrollment: the method as the server named it. */
export const billedMethod = (method: PaymentMethod): BilledMethod =>
  method === 'elist' ? 'elist' : method === 'stmt' ? 'stmt' : 'list';

/**
 * The payment_method values a save may carry for the method: the offered types, where LIST is
 * saved as `list` or `elist` (billedMethod: the method's own name).
 */
export function acceptedPaymentMethods(method: PaymentMethod): string[] {
  const types: string[] = paymentTypesFor(method);
  return types.includes('list') ? [...types, 'elist'] : types;
}
