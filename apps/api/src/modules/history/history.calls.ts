import { defineCalls } from '../../kernel/calls/call-entry';
import { getEnrollmentHistory } from './get-enrollment-history.handler';
import { getMemberHistory } from './get-member-history.handler';

/** The calls of the history module: each one's handler, documentation, rules and limits (ADR 0030). */
export const historyCalls = defineCalls({
  'get-enrollment-history': {
    handler: getEnrollmentHistory,
    docs: [
      'History',
      "An enrollment's changes, newest first, filtered by step and person (the rep whose book holds it, its group's administrator, the platform administrator).",
    ],
    access: ['view-history'],
  },
  'get-member-history': {
    handler: getMemberHistory,
    docs: [
      'History',
      "The changes of every enrollment of a member, newest first, filtered by step and person (the rep whose book holds the member, the member's group administrator, the platform administrator).",
    ],
    access: ['view-history'],
  },
});
