import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { DATE_RULES } from '../../http/docs-rules';
import { getAverageWorkWeek } from './get-average-work-week.handler';
import { getBargainingUnit } from './get-bargaining-unit.handler';
import { getCompensationTypes } from './get-compensation-types.handler';
import { getEmploymentStatus } from './get-employment-status.handler';
import { getFormFieldsEmployerInfo } from './get-form-fields-employer-info.handler';
import { getHolidayPolicy } from './get-holiday-policy.handler';
import { getVacationPolicy } from './get-vacation-policy.handler';
import { saveEmployerInfo } from './save-employer-info.handler';

/** The calls of the employer module: each one's handler, documentation, rules and limits (ADR 0030). */
export const employerCalls = defineCalls({
  'get-form-fields-employer-info': {
    handler: getFormFieldsEmployerInfo,
    docs: [
      'Wizard: employer',
      'The fields of the Employer Information step for this enrollment, with saved values.',
    ],
  },
  'get-average-work-week': {
    handler: getAverageWorkWeek,
    docs: ['Wizard: employer', 'The options of the average work week select.'],
  },
  'get-employment-status': {
    handler: getEmploymentStatus,
    docs: ['Wizard: employer', 'The options of the employment status select.'],
  },
  'get-compensation-types': {
    handler: getCompensationTypes,
    docs: ['Wizard: employer', 'The options of the compensation type select.'],
  },
  'get-vacation-policy': {
    handler: getVacationPolicy,
    docs: ['Wizard: employer', 'The options of the vacation policy select for this enrollment.'],
  },
  'get-bargaining-unit': {
    handler: getBargainingUnit,
    docs: ['Wizard: employer', 'The options of the bargaining unit select for this enrollment.'],
  },
  'get-holiday-policy': {
    handler: getHolidayPolicy,
    docs: ['Wizard: employer', 'The holidays of the holiday policy checkboxes for this enrollment.'],
  },
  'save-employer-info': {
    handler: saveEmployerInfo,
    docs: ['Wizard: employer', 'Saves the Employer Information step. Errors name employer_info.<field>.'],
    rules: DATE_RULES,
    anonymous: ENROLLMENT_WRITES,
    errorSection: 'employer_info',
  },
});
