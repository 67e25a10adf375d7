import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { saveReviewInfo } from './save-review-info.handler';

/** The calls of the review module: each one's handler, documentation, rules and limits (ADR 0030). */
export const reviewCalls = defineCalls({
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
