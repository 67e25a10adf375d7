import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { AGREEMENT_VERSION, agreementTexts } from '../../kernel/agreement/agreement-texts';

/** The texts to accept, in the request's language, with their version and hashes. */
export const getAgreementTexts: Handler<'get-agreement-texts'> = async ({ db, query, lang }) => {
  await requireEnrollment(db, query.enrollment_id);
  return { result: agreementTexts(lang), version: AGREEMENT_VERSION, language: lang };
};
