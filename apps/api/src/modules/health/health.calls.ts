import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { HEALTH_RULES } from '../../http/docs-rules';
import { checkTabRequired } from './check-tab-required.handler';
import { getExistingPrimaryHealthInfo } from './get-existing-primary-health-info.handler';
import { getHealthQuestionsDependentInfo } from './get-health-questions-dependent-info.handler';
import { getHealthQuestionsPrimaryHealthInfo } from './get-health-questions-primary-health-info.handler';
import { savePrimaryHealthInfo } from './save-primary-health-info.handler';

/** The calls of the health module: each one's handler, documentation, rules and limits (ADR 0030). */
export const healthCalls = defineCalls({
  'get-health-questions-primary-health-info': {
    handler: getHealthQuestionsPrimaryHealthInfo,
    docs: [
      'Wizard: health and dependents',
      "The health questions of the primary applicant's Health Questions step.",
    ],
  },
  'get-existing-primary-health-info': {
    handler: getExistingPrimaryHealthInfo,
    docs: [
      'Wizard: health and dependents',
      "The existing member's saved health answers, null when there are none.",
    ],
  },
  'save-primary-health-info': {
    handler: savePrimaryHealthInfo,
    docs: [
      'Wizard: health and dependents',
      'Saves the Health Questions step: every question answered (sealed at rest).',
    ],
    rules: HEALTH_RULES,
    anonymous: ENROLLMENT_WRITES,
    errorSection: 'health_info',
  },
  'check-tab-required': {
    handler: checkTabRequired,
    docs: [
      'Wizard: health and dependents',
      'Whether the enrollment has a given step, by the same rule as get-dynamic-tabs.',
    ],
  },
  'get-health-questions-dependent-info': {
    handler: getHealthQuestionsDependentInfo,
    docs: ['Wizard: health and dependents', 'The health questions asked of each dependent.'],
  },
});
