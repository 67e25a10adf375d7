import type { PaymentMethod } from '@bs/contract';
import { bankView, cardView, type InstrumentRow } from './instruments.repository';

/**
 * The payment_info section (the spec's payment summary): only masked numbers, plus the id of the
 * sealed instrument behind them. get-enrollment-temp-info answers it as stored.
 */
export type StoredPayment = {
  payment_method: PaymentMethod;
  instrument_id?: number;
  account_name?: string;
  account_number?: string;
  routing_number?: string;
  bank_name?: string;
  account_type?: string;
  account_holder_type?: string;
  name_on_cc?: string;
  card_number?: string;
  brand?: string;
  expiration_month?: string;
  expiration_year?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  is_physical_address?: 'yes' | 'no';
  /** A card payer's EFT terms, agreed beside the bank account they chose (issue 32). */
  eft_terms?: StoredEftTerms;
};

/** Which EFT texts were agreed on the billing step: their version, set hash, language and time. */
export type StoredEftTerms = {
  version: string;
  texts_hash: string;
  language: 'en' | 'es';
  agreed_at: string;
};

export function paymentSummary(
  method: 'cc' | 'eft',
  r: InstrumentRow,
  physical?: 'yes' | 'no',
): StoredPayment {
  if (method === 'eft') {
    const b = bankView(r);
    return {
      payment_method: 'eft',
      instrument_id: r.instrument_id,
      account_name: b.account_name,
      account_number: b.account_number,
      routing_number: r.routing_number ?? '',
      bank_name: b.bank_name,
      account_type: b.account_type,
      account_holder_type: b.account_holder_type,
    };
  }
  const c = cardView(r);
  const a = r.billing_address ?? {};
  return {
    payment_method: 'cc',
    instrument_id: r.instrument_id,
    name_on_cc: c.name_on_cc,
    card_number: c.card_number,
    brand: c.brand,
    expiration_month: c.expiration_month,
    expiration_year: c.expiration_year,
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    zip: a.zip ?? '',
    ...(physical && { is_physical_address: physical }),
  };
}
