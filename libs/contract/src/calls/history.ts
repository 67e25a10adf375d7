import { z } from 'zod';
import { enrollmentId, numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * The history of an enrollment or a member (issue 21): who changed what and when. Each row is one
 * field of one change; SSNs, card, account and routing numbers and health answers are never
 * answered, only `masked: true` ("changed").
 */

/** Filters: a step (the section the wizard saved, e.g. contact_info) and a person (HistoryPerson.key). */
const historyStep = z
  .string()
  .regex(/^[a-z_]{1,40}$/, 'Please choose a step from the list.')
  .optional();
const personFilter = z
  .string()
  .regex(/^(account:\d{1,10}|member:\d{1,10}|applicant)$/, 'Please choose a person from the list.')
  .optional();

export const enrollmentHistoryQuery = z.object({
  enrollment_id: enrollmentId,
  step: historyStep,
  person: personFilter,
});
export type EnrollmentHistoryQuery = z.input<typeof enrollmentHistoryQuery>;
export const memberHistoryQuery = z.object({ user_id: numericId, step: historyStep, person: personFilter });
export type MemberHistoryQuery = z.input<typeof memberHistoryQuery>;

/** `schedule`: the platform itself, on a group's schedule (an automatic reminder). */
export const historyRole = z.enum([
  'rep',
  'group_admin',
  'platform_admin',
  'member',
  'applicant',
  'schedule',
]);
export type HistoryRole = z.infer<typeof historyRole>;

/** Who made a change: a signed-in account or member (verified), or an applicant's unverified claim. */
export const historyPerson = z.object({
  /** Filter key: account:<id>, member:<user id> or applicant. */
  key: z.string(),
  /** The person's name; empty for an applicant not signed in. */
  name: z.string(),
  role: historyRole,
  /** False when the change came from a browser without a session (the role is only a claim). */
  verified: z.boolean(),
});
export type HistoryPerson = z.infer<typeof historyPerson>;

export const historyAction = z.enum([
  'save',
  'save_later',
  'delete',
  'start',
  'complete',
  'merge',
  'keep_separate',
  // An employee's invitation (step `invitation`): sent, reminded, revoked, opened, declined.
  'invite',
  'remind',
  'revoke',
  'open',
  'waive',
]);
export type HistoryAction = z.infer<typeof historyAction>;

export const historyRow = z.object({
  /** Unique per row: the audit entry and the field. */
  id: z.string(),
  /** The audit entry: every field one save changed shares it, so a screen shows one save as one row. */
  save_id: z.string(),
  /** ISO 8601 time of the change. */
  at: z.string(),
  enrollment_id: z.string(),
  /** The section saved (the wizard step), e.g. contact_info, primary_info, payment_info. */
  step: z.string(),
  action: historyAction,
  /** Dotted path of the field within the step (a list's entries numbered from 1); null for a change without fields. */
  field: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** True for sensitive values: before and after are null and the screen says "changed". */
  masked: z.boolean(),
  person: historyPerson,
});
export type HistoryRow = z.infer<typeof historyRow>;

export const history = z.object({
  /** Newest first. */
  rows: z.array(historyRow),
  /** Every step and person of the unfiltered history, for the filters' choices. */
  steps: z.array(z.string()),
  people: z.array(historyPerson),
});
export type History = z.infer<typeof history>;

/**
 * The platform console's look-up form (not a call): an enrollment id or a member id, checked as
 * the calls check them before either is asked for.
 */
export const historyLookup = z
  .object({
    kind: z.enum(['enrollment', 'member']),
    id: z.string().trim().min(1, 'Please enter an enrollment id or a member id.'),
  })
  .superRefine((v, ctx) => {
    const ok =
      v.kind === 'member'
        ? numericId.safeParse(Number(v.id)).success && /^\d+$/.test(v.id)
        : enrollmentId.safeParse(v.id).success;
    if (v.id && !ok)
      ctx.addIssue({
        code: 'custom',
        path: ['id'],
        message: v.kind === 'member' ? 'A member id is a number.' : 'Enrollment id is not valid',
      });
  });
export type HistoryLookup = z.input<typeof historyLookup>;

/** The schemas of the history module's calls (apps/api/src/modules/history, ADR 0030). */
export const historyCallSchemas = {
  'get-enrollment-history': { query: enrollmentHistoryQuery, data: history },
  'get-member-history': { query: memberHistoryQuery, data: history },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
