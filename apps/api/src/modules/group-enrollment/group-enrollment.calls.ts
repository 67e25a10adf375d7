import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES, SESSIONS, START } from '../../kernel/limits/anonymous-writes';
import { exportEnrollmentBoard } from './export-enrollment-board.handler';
import { getEnrollmentBoard } from './get-enrollment-board.handler';
import { getStaffOverview } from './get-staff-overview.handler';
import { openInvitation } from './open-invitation.handler';
import { proveInvitation } from './prove-invitation.handler';
import { revokeInvitation } from './revoke-invitation.handler';
import { sendInvitationCode } from './send-invitation-code.handler';
import { sendInvitations } from './send-invitations.handler';
import { waiveCoverage } from './waive-coverage.handler';

/** The calls of the group-enrollment module: each one's handler, documentation, rules and limits (ADR 0030). */
export const groupEnrollmentCalls = defineCalls({
  'get-enrollment-board': {
    handler: getEnrollmentBoard,
    docs: [
      'Group enrollment',
      "One page (25 rows, name order) of a group's census with each employee's status (not_invited, invited, opened, in_progress, enrolled, waived), plans and monthly total, last activity; searched by name, e-mail or employee id and filtered by status; with the census's counts per status and participation (enrolled + waived out of eligible). The group's administrator and the rep whose book holds the group.",
    ],
    access: ['view-enrollment-board'],
  },
  'export-enrollment-board': {
    handler: exportEnrollmentBoard,
    docs: [
      'Group enrollment',
      'The board as filtered, every page, as a CSV or Excel file (base64); a cell starting with = + - @ is prefixed with an apostrophe so no spreadsheet runs it.',
    ],
    access: ['view-enrollment-board'],
  },
  'get-staff-overview': {
    handler: getStaffOverview,
    docs: [
      'Group enrollment',
      "The staff home's overview in one read, of a group (`group_id`) or of an agent's book (`agent_id`): participation of the eligible census (enrolled, waived, in progress, invited, not started), the open-enrollment windows that concern today (open first, nearest end first), the count and first names of enrollments in progress, life events waiting for a decision and, for whom may decide them, pending EOI cases. The group's administrator their group, a rep their book, the platform administrator any.",
    ],
    access: ['view-staff-overview'],
  },
  'send-invitations': {
    handler: sendInvitations,
    docs: [
      'Group enrollment',
      "Mails personal links through the outbox in each employee's language: `invite` everyone eligible not yet invited or the chosen `census_ids`; `remind` those invited who have not enrolled or waived. Each mail carries a new 30-day link and revokes the older ones. At most 1,000 mails per group and hour (429 past it, nothing sent).",
    ],
    rules:
      'At most 1,000 invitation and reminder mails per group and hour ("Too many invitations were sent ' +
      'for this group. Please try again in an hour.").',
    access: ['invite-employees'],
  },
  'revoke-invitation': {
    handler: revokeInvitation,
    docs: ['Group enrollment', "Revokes an employee's live invitation links at once."],
    access: ['invite-employees'],
  },
  'open-invitation': {
    handler: openInvitation,
    docs: [
      'Group enrollment',
      "The employee opens their link: the first browser to open a live one is bound to the employee's enrollment (started or resumed with the census's quote basics); any other browser is answered `prove`, with nothing from the census, until prove-invitation; expired and revoked links answer the group's contact, unknown ones only `unknown`.",
    ],
    anonymous: START,
  },
  'waive-coverage': {
    handler: waiveCoverage,
    docs: [
      'Group enrollment',
      'The invited employee declines coverage with a reason, from a browser bound to their live link (the first to open it, or one that proved it); enrolling later replaces the waiver.',
    ],
    rules:
      'With `reason` other, `text` is required ("This field is required." when it is left out, "Please ' +
      'tell us why." when it is blank). Only the browser that opened a ' +
      'live link may decline (else 403 "This invitation link is not valid any more. Please open the ' +
      'link from your latest e-mail."); an employee already enrolled cannot ("You are already enrolled.").',
    anonymous: ENROLLMENT_WRITES,
  },
  'prove-invitation': {
    handler: proveInvitation,
    docs: [
      'Group enrollment',
      'A browser that did not open the link first proves it is the employee: the census birth date (`birthdate`) or the code mailed to the census address (`code`). On success it is bound like the first and answered the open invitation.',
    ],
    rules:
      'Send exactly one of `birthdate` and `code` ("This field is required." on `birthdate` otherwise). A link that ' +
      'is not live is 403 "This invitation link is not valid any more. Please open the link from your latest ' +
      'e-mail."; a wrong birth date is "This date of birth does not match our records.", past five of them ' +
      '"Too many wrong dates of birth were entered. Please ask for a code by e-mail."; a wrong code "This code ' +
      'is not right or has expired. Please ask for a new one."',
    anonymous: SESSIONS,
    rateLimited: true,
  },
  'send-invitation-code': {
    handler: sendInvitationCode,
    docs: [
      'Group enrollment',
      "Mails a one-time code (15 minutes, single use) to the census address of the live link's employee; the answer names no address.",
    ],
    anonymous: SESSIONS,
    rateLimited: true,
  },
});
