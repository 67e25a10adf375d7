import type { CallName } from '@bs/contract';
import type { CallDoc } from './call-tags';

// Developer documentation of the OpenAPI document, English only (src/catalogues.test.ts skips
// these files): group enrollment (issue 20, ADR 0021).

export const GROUP_ENROLLMENT_CALL_DOCS = {
  'get-enrollment-board': [
    'Group enrollment',
    "One page (25 rows, name order) of a group's census with each employee's status (not_invited, invited, opened, in_progress, enrolled, waived), plans and monthly total, last activity; searched by name, e-mail or employee id and filtered by status; with the census's counts per status and participation (enrolled + waived out of eligible). The group's administrator and the rep whose book holds the group.",
  ],
  'export-enrollment-board': [
    'Group enrollment',
    'The board as filtered, every page, as a CSV or Excel file (base64); a cell starting with = + - @ is prefixed with an apostrophe so no spreadsheet runs it.',
  ],
  'send-invitations': [
    'Group enrollment',
    "Mails personal links through the outbox in each employee's language: `invite` everyone eligible not yet invited or the chosen `census_ids`; `remind` those invited who have not enrolled or waived. Each mail carries a new 30-day link and revokes the older ones. At most 1,000 mails per group and hour (429 past it, nothing sent).",
  ],
  'revoke-invitation': ['Group enrollment', "Revokes an employee's live invitation links at once."],
  'open-invitation': [
    'Group enrollment',
    "The employee opens their link: the first browser to open a live one is bound to the employee's enrollment (started or resumed with the census's quote basics); any other browser is answered `prove`, with nothing from the census, until prove-invitation; expired and revoked links answer the group's contact, unknown ones only `unknown`.",
  ],
  'waive-coverage': [
    'Group enrollment',
    'The invited employee declines coverage with a reason, from a browser bound to their live link (the first to open it, or one that proved it); enrolling later replaces the waiver.',
  ],
  'prove-invitation': [
    'Group enrollment',
    'A browser that did not open the link first proves it is the employee: the census birth date (`birthdate`) or the code mailed to the census address (`code`). On success it is bound like the first and answered the open invitation.',
  ],
  'send-invitation-code': [
    'Group enrollment',
    "Mails a one-time code (15 minutes, single use) to the census address of the live link's employee; the answer names no address.",
  ],
} satisfies Partial<Record<CallName, CallDoc>>;
