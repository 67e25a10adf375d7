import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { getAgreementTexts } from './get-agreement-texts.handler';
import { getFormFieldsAgreementInfo } from './get-form-fields-agreement-info.handler';
import { saveAgreementInfo } from './save-agreement-info.handler';

/** The calls of the agreement module: each one's handler, documentation, rules and limits (ADR 0030). */
export const agreementCalls = defineCalls({
  'get-agreement-texts': {
    handler: getAgreementTexts,
    docs: [
      'Wizard: review and agreement',
      "The agreement texts in order, in the request's language, each with its version and the SHA-256 of the words shown.",
    ],
  },
  'get-form-fields-agreement-info': {
    handler: getFormFieldsAgreementInfo,
    docs: [
      'Wizard: review and agreement',
      'The fields of the Agreement step: they say who signs (rep, group, applicant or existing member).',
    ],
  },
  'save-agreement-info': {
    handler: saveAgreementInfo,
    docs: [
      'Wizard: review and agreement',
      'Saves the Agreement step: the texts agreed to (by id and version), the signer and the drawn signature.',
    ],
    anonymous: ENROLLMENT_WRITES,
    errorSection: 'aggrement_info',
  },
});
