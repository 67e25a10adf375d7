import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { HEALTH_RULES } from '../../http/docs-rules';
import { deleteDependentInIO } from './delete-dependent-in-IO.handler';
import { getDependentsExistingUserEnrollment } from './get-dependents-existing-user-enrollment.handler';
import { getFormFieldsDependentPrimaryInfo } from './get-form-fields-dependent-primary-info.handler';
import { saveDependentInfo } from './save-dependent-info.handler';
import { saveDependentInfoToTemp } from './save-dependent-info-to-temp.handler';
import { validateSingleDependent } from './validate-single-dependent.handler';

/** The calls of the dependent module: each one's handler, documentation, rules and limits (ADR 0030). */
export const dependentCalls = defineCalls({
  'get-form-fields-dependent-primary-info': {
    handler: getFormFieldsDependentPrimaryInfo,
    docs: ['Wizard: health and dependents', "The fields of a dependent's form for this enrollment."],
  },
  'get-dependents-existing-user-enrollment': {
    handler: getDependentsExistingUserEnrollment,
    docs: [
      'Wizard: health and dependents',
      "The dependents saved for this enrollment or on the existing member's record (SSNs masked).",
    ],
  },
  'validate-single-dependent': {
    handler: validateSingleDependent,
    docs: [
      'Wizard: health and dependents',
      "Checks one dependent against the enrollment's tier and questions.",
    ],
    rules: HEALTH_RULES,
    anonymous: ENROLLMENT_WRITES,
    errorUnnest: 'health_info',
  },
  'save-dependent-info': {
    handler: saveDependentInfo,
    docs: [
      'Wizard: health and dependents',
      "Saves the dependent list on Next (it replaces the saved one): the tier's minimum must be met.",
    ],
    rules: HEALTH_RULES,
    anonymous: ENROLLMENT_WRITES,
  },
  'save-dependent-info-to-temp': {
    handler: saveDependentInfoToTemp,
    docs: [
      'Wizard: health and dependents',
      "Saves the dependent list after each add, edit or delete: only the tier's maximums apply.",
    ],
    rules: HEALTH_RULES,
    anonymous: ENROLLMENT_WRITES,
  },
  'delete-dependent-in-IO': {
    handler: deleteDependentInIO,
    docs: [
      'Wizard: health and dependents',
      'With tier IO (member only), removes dependents saved while another tier was chosen; other tiers keep theirs.',
    ],
    anonymous: ENROLLMENT_WRITES,
  },
});
