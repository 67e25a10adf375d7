import { defineCalls } from '../../kernel/calls/call-entry';
import { START } from '../../kernel/limits/anonymous-writes';
import { addFilterForMember } from './add-filter-for-member.handler';
import { getAgentMembers } from './get-agent-members.handler';
import { getGroupUsers } from './get-group-users.handler';
import { getMemberCoverage } from './get-member-coverage.handler';

/** The calls of the members module: each one's handler, documentation, rules and limits (ADR 0030). */
export const membersCalls = defineCalls({
  'get-agent-members': {
    handler: getAgentMembers,
    docs: [
      'Current members',
      "One page of the signed-in rep's members, searched by name or e-mail (SSNs masked).",
    ],
    access: ['list-agent-members'],
  },
  'get-group-users': {
    handler: getGroupUsers,
    docs: [
      'Current members',
      "One page of the signed-in group administrator's members, searched by name or e-mail (SSNs masked).",
    ],
    access: ['list-group-members'],
  },
  'add-filter-for-member': {
    handler: addFilterForMember,
    docs: [
      'Quote basics',
      'A member starts an enrollment for themselves: signed in (`user_id`) or from a member benefit store link (`member_token`).',
    ],
    rules:
      'Send `user_id` (a signed-in member or their rep or group) or `member_token` (the benefit ' +
      'store link); with neither the answer is "This field is required." on `user_id`.',
    access: 'depends-on-input',
    // A member benefit store link (its opaque token) starts a new applicant's enrollment (ADR 0013).
    anonymous: START,
  },
  'get-member-coverage': {
    handler: getMemberCoverage,
    docs: [
      'Current members',
      "A member's plans in force or about to be (ACTIVE, PENDING) with their effective dates, monthly prices and each listed plan's documents in the reader's language: for the member themselves, their rep or their group administrator.",
    ],
    rules: 'An unknown member is 404 beside `user_id`.',
    access: ['view-member'],
  },
});
