import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { DATE_RULES } from '../../http/docs-rules';
import { getBeneficiariesExistingUserEnrollment } from './get-beneficiaries-existing-user-enrollment.handler';
import { getBeneficiaryRelationships } from './get-beneficiary-relationships.handler';
import { getFormFieldsBeneficiaryInfo } from './get-form-fields-beneficiary-info.handler';
import { keepBeneficiaryDraft } from './keep-beneficiary-draft.handler';
import { saveBeneficiaryInfo } from './save-beneficiary-info.handler';
import { validateSingleBeneficiary } from './validate-single-beneficiary.handler';

/** The calls of the beneficiary module: each one's handler, documentation, rules and limits (ADR 0030). */
export const beneficiaryCalls = defineCalls({
  'get-form-fields-beneficiary-info': {
    handler: getFormFieldsBeneficiaryInfo,
    docs: ['Wizard: beneficiaries', 'The fields of the Beneficiary step for this enrollment.'],
  },
  'get-beneficiary-relationships': {
    handler: getBeneficiaryRelationships,
    docs: ['Wizard: beneficiaries', 'The relationships a beneficiary may have (keys and names).'],
  },
  'get-beneficiaries-existing-user-enrollment': {
    handler: getBeneficiariesExistingUserEnrollment,
    docs: [
      'Wizard: beneficiaries',
      "The beneficiaries saved for this enrollment or on the existing member's record (SSNs masked).",
    ],
  },
  'validate-single-beneficiary': {
    handler: validateSingleBeneficiary,
    docs: [
      'Wizard: beneficiaries',
      'Checks one beneficiary of the add or edit form; errors name its fields.',
    ],
    rules: DATE_RULES,
    anonymous: ENROLLMENT_WRITES,
  },
  'save-beneficiary-info': {
    handler: saveBeneficiaryInfo,
    docs: [
      'Wizard: beneficiaries',
      'Saves the whole beneficiary list (it replaces the saved one): at least one, shares totalling exactly 100.',
    ],
    rules: DATE_RULES,
    anonymous: ENROLLMENT_WRITES,
  },
  'keep-beneficiary-draft': {
    handler: keepBeneficiaryDraft,
    docs: [
      'Wizard: beneficiaries',
      "Keeps the list as it stands after an add, edit or delete, so a reload never loses a typed beneficiary. Entries are checked field by field; the total may be under 100 until save-beneficiary-info (the step's Next) saves the list, which completion requires.",
    ],
    rules: DATE_RULES,
    anonymous: ENROLLMENT_WRITES,
  },
});
