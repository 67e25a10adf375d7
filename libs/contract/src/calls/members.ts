import { z } from 'zod';
import { numericId, optionalNumericId, tier } from '../primitives';
import { maskedSsn } from './wizard';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as f from './enrollment-start';
import { planDocument } from './plan-documents';

/** Spec §9: the current-members table shows 5 rows per page; the server pages, never the client. */
export const MEMBERS_PER_PAGE = 5;

/**
 * Search text of the current-members table: matched (case-insensitive, anywhere) against the
 * member's name and e-mail. The SSN is sealed at rest, so it is never searchable.
 */
export const pageSearch = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string().max(100, 'Search is too long').optional().default(''),
);
// A query page is plain digits, which the server turns into a number before validation (the
// strict contract coerces nothing else).
export const pageNumber = z
  .number({ error: 'Page must be a whole number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(100_000)
  .optional()
  .default(1);

export const agentMembersQuery = z.object({ agent_id: numericId, search: pageSearch, page: pageNumber });
export const groupUsersQuery = z.object({ group_id: numericId, search: pageSearch, page: pageNumber });
export type AgentMembersQuery = z.input<typeof agentMembersQuery>;
export type GroupUsersQuery = z.input<typeof groupUsersQuery>;

/** Spec §3 member row; `ssn` is masked on the server (*****1234), the full number never leaves it. */
export const memberRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  dob: z.string(),
  email: z.string(),
  /** Only ever the mask of the sealed SSN (*****1234), or '' when none is on file. */
  ssn: maskedSsn,
  policy_id: z.string().nullable(),
  group_info: z.object({ group_id: z.number().int(), group_name: z.string() }),
  plan_info: z.array(z.object({ plan_name: z.string(), plan_status: z.string() })),
});
export type MemberRow = z.infer<typeof memberRow>;

/** One page of a book: the rows, the total matching the search (for the pager), and where we are. */
export const memberPage = z.object({
  rows: z.array(memberRow),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type MemberPage = z.infer<typeof memberPage>;

/** The member benefit store link's id: an opaque, unguessable token, never a row number. */
export const memberToken = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'This link is not valid');

/**
 * POST add-filter-for-member (wizard §7: user_id, tier): a member starts an enrollment for
 * themselves, from member home (user_id) or from a member benefit store link (member_token, with
 * the link's group_id 1929).
 */
export const addFilterForMemberBody = z
  .object({
    user_id: optionalNumericId,
    member_token: memberToken.optional(),
    tier,
    group_id: optionalNumericId,
  })
  .refine((b) => b.user_id != null || b.member_token != null, { path: ['user_id'] });
export type AddFilterForMemberBody = z.input<typeof addFilterForMemberBody>;

/** The tier popup of the current-members table and the tier choice of member home (spec §5). */
export const chooseTierForm = z.object({ tier });

/**
 * GET get-member-coverage: a member's plans in force or about to be (ACTIVE, PENDING), each with
 * its effective date, monthly price and the plan's documents in the reader's language, for the
 * member's home (issue 30).
 */
export const memberCoverageQuery = z.object({ user_id: numericId });
export const memberCoverage = z.object({
  plans: z.array(
    z.object({
      plan_id: z.number().int(),
      plan_name: z.string(),
      category: z.string(),
      status: z.enum(['ACTIVE', 'PENDING']),
      policy_id: z.string(),
      /** YYYY-MM-DD; null when not recorded (members on file before completion kept it). */
      effective_date: z.string().nullable(),
      /** The premium in force today (after an EOI decision in force, the decided amount's). */
      monthly_cents: z.number().int().nullable(),
      /**
       * Life and disability cover (ADR 0039): the amount of cover in force today in dollars (null:
       * the plan sells no amount) and what still waits for evidence of insurability (0: nothing).
       */
      amount_in_force: z.number().int().nullable(),
      amount_pending: z.number().int(),
      documents: z.array(planDocument),
    }),
  ),
});
export type MemberCoverage = z.infer<typeof memberCoverage>;

/** The schemas of the members module's calls (apps/api/src/modules/members, ADR 0030). */
export const membersCallSchemas = {
  'get-agent-members': { query: agentMembersQuery, data: memberPage },
  'get-group-users': { query: groupUsersQuery, data: memberPage },
  'add-filter-for-member': { body: addFilterForMemberBody, data: f.addFilterResult },
  'get-member-coverage': { query: memberCoverageQuery, data: memberCoverage },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
