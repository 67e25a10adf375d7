import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { AGREEMENT_VERSION, agreementTexts } from './agreement-texts';

/** The texts to accept, in the request's language, with their version and hashes. */
export const getAgreementTexts: Handler<'get-agreement-texts'> = async ({ db, query, lang }) => {
  await requireEnrollment(db, query.enrollment_id);
  return { result: agreementTexts(lang), version: AGREEMENT_VERSION, language: lang };
};
