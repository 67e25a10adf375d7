import { EFT_TERMS_REQUIRED, type PaymentMethod } from '@bs/contract';
import type { Queryable } from '../../db';
import type { EnrollmentRow } from '../../kernel/enrollment/enrollment.repository';
import { requireOffered } from './require-offered';
import { invalid } from '../../http/errors';
import { AGREEMENT_VERSION, eftTermsLanguage } from '../../kernel/agreement/agreement-texts';
import type { StoredEftTerms } from '../../kernel/payment/payment-info';

/**
 * A card payer (method `cc`) did not sign the EFT texts with the agreement, so choosing a bank
 * account needs them agreed here: the hash sent must be the current set's in English or Spanish.
 * A person who pays only by EFT signed them with the agreement; a card or a group bill needs none.
 */
export function eftTermsAgreed(
  method: PaymentMethod,
  paying: string,
  hash: string | undefined,
  now: Date,
): StoredEftTerms | undefined {
  if (method !== 'cc' || paying !== 'eft') return undefined;
  const language = eftTermsLanguage(hash);
  if (!language || !hash) throw invalid('payment_info.eft_terms_hash', EFT_TERMS_REQUIRED);
  return { version: AGREEMENT_VERSION, texts_hash: hash, language, agreed_at: now.toISOString() };
}

/**
 * The checks both billing saves make first: the payment type is offered for this enrollment, and
 * a card payer choosing a bank account agreed to the EFT terms; answers what to keep of that.
 */
export async function offeredAndAgreed(
  db: Queryable,
  e: EnrollmentRow,
  body: { payment_method: string; eft_terms_hash?: string | undefined },
): Promise<StoredEftTerms | undefined> {
  const method = await requireOffered(db, e, body.payment_method);
  return eftTermsAgreed(method, body.payment_method, body.eft_terms_hash, new Date());
}
