import { AGREEMENT_FIELDS, type AgreementField } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { fieldDefinitions } from '../../kernel/enrollment/field-definitions';
import { sectionOf, wizardContext } from '../../kernel/steps/wizard-context';
import type { StoredAgreement } from '../../kernel/agreement/evidence.repository';
import {
  brokerAndGroup,
  READ_ONLY_FIELDS,
  SIGNER_FIELDS,
  signerOf,
  todayUs,
  verificationOf,
} from '../../kernel/agreement/signer';

export const SIGNATURE_HELP = 'Sign in the box with your mouse, finger or stylus.';

/**
 * The verification section's fields for this enrollment's signer (spec §4: the required ones
 * decide the eprocess sent). The question, date, broker and group come from the server.
 */
export const getFormFieldsAgreementInfo: Handler<'get-form-fields-agreement-info'> = async ({
  db,
  query,
  lang,
}) => {
  const ctx = await wizardContext(db, query.enrollment_id);
  const signer = signerOf(ctx);
  const shown = new Set<AgreementField>(SIGNER_FIELDS[signer]);
  const v = verificationOf(ctx, signer, lang);
  const org = await brokerAndGroup(db, ctx);
  const saved = sectionOf<StoredAgreement>(ctx, 'aggrement_info');
  const values: Record<AgreementField, string> = {
    question_id: v?.question_id ?? '',
    question: v?.question ?? '',
    answer: '',
    verification_code: '',
    date: todayUs(),
    agent_name: org.agent_name,
    agent_code: org.agent_code,
    group_name: org.group_name,
    group_code: org.group_code,
    user_name: saved?.eprocess === 'applicant' ? saved.signer_name : '',
    signature: '',
  };
  return {
    result: fieldDefinitions(
      AGREEMENT_FIELDS.map((name) => ({
        name,
        shown: shown.has(name),
        value: values[name],
        readOnly: READ_ONLY_FIELDS.has(name),
        message: name === 'signature' ? SIGNATURE_HELP : '',
      })),
    ),
  };
};
