import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { getReviewSections } from './get-review-sections.handler';
import { saveReviewInfo } from './save-review-info.handler';

/** The calls of the review module: each one's handler, documentation, rules and limits (ADR 0030). */
export const reviewCalls = defineCalls({
  'get-review-sections': {
    handler: getReviewSections,
    docs: [
      'Wizard: review and agreement',
      "Every saved step section of the enrollment at once (the Review step), keyed by its get-enrollment-temp-info column and each in that call's shape: `result` null when not saved yet, SSNs masked, `answered` when health answers exist but are not shown to this caller.",
    ],
  },
  'save-review-info': {
    handler: saveReviewInfo,
    docs: [
      'Wizard: review and agreement',
      'Saves the Review step (Next on review); dependents saved earlier are removed when the enrollment asks for none.',
    ],
    anonymous: ENROLLMENT_WRITES,
    errorSection: 'review_info',
  },
});
