import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { getFormFieldsPersonalInfo } from './get-form-fields-personal-info.handler';
import { saveEnrollerCode } from './save-enroller-code.handler';
import { savePersonalInfo } from './save-personal-info.handler';

/** The calls of the personal module: each one's handler, documentation, rules and limits (ADR 0030). */
export const personalCalls = defineCalls({
  'save-personal-info': {
    handler: savePersonalInfo,
    docs: [
      'Wizard: personal and contact',
      "Saves the Personal Information step; birth date and gender keep the quote's values. Errors name primary_info.<field>.",
    ],
    rules:
      'With `prior_coverage_flag` 1, `prior_carrier_name`, `prior_effective_date` and ' +
      '`prior_term_date` are required ("This field is required.") and "The term date cannot be ' +
      'before the effective date." Dates are real calendar days ("Please enter a real date."); ' +
      'birth and past dates cannot be in the future ("The date cannot be in the future.").',
    anonymous: ENROLLMENT_WRITES,
    errorSection: 'primary_info',
  },
  'save-enroller-code': {
    handler: saveEnrollerCode,
    docs: [
      'Wizard: personal and contact',
      "Records which rep (enroller) gets credit for the enrollment: an agent's code, case-insensitive; a new code replaces the earlier one.",
    ],
    access: ['credit-enroller'],
  },
  'get-form-fields-personal-info': {
    handler: getFormFieldsPersonalInfo,
    docs: [
      'Wizard: personal and contact',
      'The fields of the Personal Information step for this enrollment: which are shown and required, read-only ones and saved values.',
    ],
  },
});
