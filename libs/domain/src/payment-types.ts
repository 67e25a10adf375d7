import type { PaymentMethod } from '@bs/contract';

export type PayType = 'cc' | 'eft' | 'list' | 'stmt';

/**
 * The payment type radio options for the method get-payment-method answers (spec §4): cc offers
 * Credit Card and EFT; eft EFT; list/elist force LIST; stmt forces STMT.
 */
export function payTypesFor(method: PaymentMethod): PayType[] {
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

/** The payment_method saved for a LIST/STMT enrollment: the method as the server named it. */
export const billedMethod = (method: PaymentMethod): 'list' | 'elist' | 'stmt' =>
  method === 'elist' ? 'elist' : method === 'stmt' ? 'stmt' : 'list';
