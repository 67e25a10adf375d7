import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { AGREEMENT_VERSION, agreementTexts } from '../../kernel/agreement/agreement-texts';
import { paymentMethodFor } from '../../kernel/payment/payment-method';

/** The texts to accept, in the request's language, with their version and hashes. */
export const getAgreementTexts: Handler<'get-agreement-texts'> = async ({ db, query, lang }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  return {
    result: agreementTexts(lang, { method: await paymentMethodFor(db, e) }),
    version: AGREEMENT_VERSION,
    language: lang,
  };
};
