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
    "The employee opens their link: a live one starts (or resumes) their enrollment with the census's quote basics, bound to this browser; expired and revoked links answer the group's contact, unknown ones only `unknown`.",
  ],
  'waive-coverage': [
    'Group enrollment',
    'The invited employee declines coverage with a reason, from the browser that opened their live link; enrolling later replaces the waiver.',
  ],
} satisfies Partial<Record<CallName, CallDoc>>;
