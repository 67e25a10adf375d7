import { z } from 'zod';
import { dob, numericId } from '../primitives';
import { pageNumber, pageSearch } from './members';
import { shopPay } from './catalogue';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * Group enrollment (issue 20): the group's enrollment board, personal invitations and waivers.
 * The census rows themselves are uploaded elsewhere (census_employees); these calls read and
 * move an employee's progress.
 */

/** An employee's status, derived once on the server from the census row (census-status.ts). */
export const CENSUS_STATUSES = [
  'not_invited',
  'invited',
  'opened',
  'in_progress',
  'enrolled',
  'waived',
] as const;
export const censusStatus = z.enum(CENSUS_STATUSES, { error: 'Please choose a status from the list.' });
export type CensusStatus = z.infer<typeof censusStatus>;

/** Why an employee declines coverage; `other` needs a few words of their own. */
export const WAIVE_REASONS = ['spouse-plan', 'other-coverage', 'cost', 'other'] as const;
export const waiveReason = z.enum(WAIVE_REASONS, { error: 'Please choose a reason.' });
export type WaiveReason = z.infer<typeof waiveReason>;

/** The board pages on the server; 25 rows a page keeps a phone's stacked table short. */
export const BOARD_PAGE_SIZE = 25;

/** GET get-enrollment-board: one page of the group's census, searched and filtered. */
export const enrollmentBoardQuery = z.object({
  group_id: numericId,
  search: pageSearch,
  status: censusStatus.optional(),
  page: pageNumber,
});
export type EnrollmentBoardQuery = z.input<typeof enrollmentBoardQuery>;

export const boardPlan = z.object({ plan_name: z.string(), monthly_cents: z.number().int() });

export const boardRow = z.object({
  census_id: z.number().int(),
  employee_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  lang: z.enum(['en', 'es']),
  eligible: z.boolean(),
  status: censusStatus,
  /** ISO 8601 times, null when it has not happened. */
  invited_at: z.string().nullable(),
  last_reminded_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  waived_at: z.string().nullable(),
  waive_reason: waiveReason.nullable(),
  last_activity_at: z.string().nullable(),
  /** A link mailed to the employee still opens (not revoked, not expired): Revoke applies. */
  link_live: z.boolean(),
  /** The completed enrollment's plans and their monthly total (empty and 0 until enrolled). */
  plans: z.array(boardPlan),
  monthly_cents: z.number().int(),
  /**
   * The monthly total also per paycheck (the employee's and the employer's shares), when the
   * group has a pay schedule for the coverages' plan year (ADR 0033); absent otherwise.
   */
  pay: shopPay.optional(),
});
export type BoardRow = z.infer<typeof boardRow>;

export const enrollmentBoard = z.object({
  group_id: z.number().int(),
  group_name: z.string(),
  rows: z.array(boardRow),
  /** Rows matching the search and status filter, for the pager. */
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The whole census's employees per status (search and filter do not change them). */
  counts: z.record(censusStatus, z.number().int()),
  /** Participation: enrolled + waived out of eligible (employment status active or leave). */
  participation: z.object({
    enrolled: z.number().int(),
    waived: z.number().int(),
    eligible: z.number().int(),
  }),
  /**
   * How many a send to everyone reaches: `invite`, the eligible never invited; `remind`, the
   * eligible invited who have not finished (the same rules as send-invitations without ids).
   */
  reach: z.object({ invite: z.number().int(), remind: z.number().int() }),
});
export type EnrollmentBoard = z.infer<typeof enrollmentBoard>;

/** GET export-enrollment-board: the filtered board as a CSV or Excel file. */
export const exportBoardQuery = z.object({
  group_id: numericId,
  search: pageSearch,
  status: censusStatus.optional(),
  format: z.enum(['csv', 'xlsx'], { error: 'Please choose CSV or Excel.' }),
});
export type ExportBoardQuery = z.input<typeof exportBoardQuery>;
export const boardExport = z.object({
  filename: z.string(),
  content_type: z.string(),
  /** The file's bytes, base64. */
  content_base64: z.string(),
});
export type BoardExport = z.infer<typeof boardExport>;

/**
 * POST send-invitations. `invite`: everyone eligible not yet invited (no `census_ids`), or the
 * chosen people (invited again with a new link when they already were). `remind`: those invited
 * who have not finished (not enrolled, not waived), all or the chosen ones. Every mail carries a
 * new link and revokes the employee's older ones.
 */
export const sendInvitationsBody = z.object({
  group_id: numericId,
  mode: z.enum(['invite', 'remind']),
  census_ids: z
    .array(numericId)
    .min(1, 'Please choose at least one employee.')
    .max(1000, 'Please choose at most 1,000 employees at a time.')
    .optional(),
});
export type SendInvitationsBody = z.input<typeof sendInvitationsBody>;
export const invitationsSent = z.object({
  /** Mails queued. */
  sent: z.number().int(),
  /** Chosen people left out: enrolled, waived (for reminders) or no longer eligible. */
  skipped: z.number().int(),
});
export type InvitationsSent = z.infer<typeof invitationsSent>;

/** POST revoke-invitation: the employee's live links stop working at once. */
export const revokeInvitationBody = z.object({ group_id: numericId, census_id: numericId });
export const invitationRevoked = z.object({ revoked: z.number().int() });

/** The mailed link's token: 256 random bits, base64url. */
export const invitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid.');

/** POST open-invitation: the employee opens their link; starts or resumes their enrollment. */
export const openInvitationBody = z.object({ token: invitationToken });
export type OpenInvitationBody = z.input<typeof openInvitationBody>;

/** Whom the employee asks about an expired link: the group's contact. */
export const invitationContact = z.object({ name: z.string(), phone: z.string(), email: z.string() });

/**
 * One plan the group offers, as the invitation landing lists it (issue 28, ADR 0033): its
 * cheapest option per paycheck for this employee, split by the group's contribution, computed by
 * the money model. Only plans with a monthly price and only when the group has a pay schedule.
 */
export const invitationPlanPrice = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  category: z.string(),
  pay: shopPay,
});
export type InvitationPlanPrice = z.infer<typeof invitationPlanPrice>;

export const openedInvitation = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('open'),
    first_name: z.string(),
    /** The census's name, e-mail and employee id (''), shown for the employee to check. */
    on_file: z.object({ name: z.string(), email: z.string(), employee_id: z.string() }),
    group_id: z.number().int(),
    agent_id: z.number().int(),
    group_name: z.string(),
    /** The enrollment this browser now owns (quote basics prefilled from the census). */
    temp_enrollment_id: z.string(),
    tier: z.string(),
    /** Set when the employee declined earlier: they may still enroll while the link is valid. */
    waived_at: z.string().nullable(),
    waive_reason: waiveReason.nullable(),
    contact: invitationContact,
    /** The group's plans "from" per paycheck; empty for a group without a pay schedule. */
    plans: z.array(invitationPlanPrice),
  }),
  z.object({ state: z.literal('enrolled'), first_name: z.string(), contact: invitationContact }),
  /**
   * Another browser opened this link first: this one proves it is the employee (prove-invitation)
   * before anything from the census is shown (ADR 0026). `code_only` once too many wrong birth
   * dates were typed for the link: only the mailed code proves it then.
   */
  z.object({
    state: z.literal('prove'),
    group_name: z.string(),
    code_only: z.boolean(),
    contact: invitationContact,
  }),
  z.object({ state: z.enum(['expired', 'revoked']), contact: invitationContact }),
  z.object({ state: z.literal('unknown') }),
]);
export type OpenedInvitation = z.infer<typeof openedInvitation>;

/** An "other" reason needs a few words of the employee's own. */
const otherNeedsText = (b: { reason: WaiveReason; text: string }, ctx: z.RefinementCtx) => {
  if (b.reason === 'other' && !b.text)
    ctx.addIssue({ code: 'custom', path: ['text'], message: 'Please tell us why.' });
};
const waiveFields = {
  reason: waiveReason,
  text: z.string().trim().max(500, 'Please keep it under 500 characters.').optional().default(''),
};
/** The waive form of the invitation page (react-hook-form resolves with it). */
export const waiveCoverageForm = z.object(waiveFields).superRefine(otherNeedsText);
export type WaiveCoverageForm = z.input<typeof waiveCoverageForm>;

/** POST waive-coverage: "I don't want coverage", authorised by the link and the browser that opened it. */
export const waiveCoverageBody = z
  .object({ token: invitationToken, ...waiveFields })
  .superRefine(otherNeedsText);
export type WaiveCoverageBody = z.input<typeof waiveCoverageBody>;
export const coverageWaived = z.object({ waived_at: z.string() });

/**
 * Proving an invitation in a browser other than the one that opened it first (issue 26,
 * ADR 0026): the employee's birth date as typed (never shown), or the one-time code mailed to
 * the census address.
 */
export const proveBirthdateForm = z.object({ birthdate: dob });
export type ProveBirthdateForm = z.input<typeof proveBirthdateForm>;
export const proveCodeForm = z.object({
  code: z.string().trim().min(1, 'Please enter your code').max(20, 'Please enter your code'),
});
export type ProveCodeForm = z.input<typeof proveCodeForm>;

/** POST prove-invitation: exactly one of the birth date or the mailed code. */
export const proveInvitationBody = z
  .object({
    token: invitationToken,
    birthdate: dob.optional(),
    code: proveCodeForm.shape.code.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if ((b.birthdate == null) === (b.code == null))
      ctx.addIssue({ code: 'custom', path: ['birthdate'], message: 'This field is required.' });
  });
export type ProveInvitationBody = z.input<typeof proveInvitationBody>;

/** POST send-invitation-code: mails a code to the census address; the answer names no address. */
export const sendInvitationCodeBody = z.object({ token: invitationToken });
export const invitationCodeSent = z.object({ sent: z.literal(true) });

/** The schemas of the group-enrollment module's calls (apps/api/src/modules/group-enrollment, ADR 0030). */
export const groupEnrollmentCallSchemas = {
  'get-enrollment-board': { query: enrollmentBoardQuery, data: enrollmentBoard },
  'export-enrollment-board': { query: exportBoardQuery, data: boardExport },
  'send-invitations': { body: sendInvitationsBody, data: invitationsSent },
  'revoke-invitation': { body: revokeInvitationBody, data: invitationRevoked },
  'open-invitation': { body: openInvitationBody, data: openedInvitation },
  'waive-coverage': { body: waiveCoverageBody, data: coverageWaived },
  'prove-invitation': { body: proveInvitationBody, data: openedInvitation },
  'send-invitation-code': { body: sendInvitationCodeBody, data: invitationCodeSent },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
