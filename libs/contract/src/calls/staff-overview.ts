import { z } from 'zod';
import { numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * The staff homes' overview (issue 32, ADR 0036): one read of a group (its administrator's home)
 * or of a rep's book (the rep's home): participation of the census, the open-enrollment windows,
 * the enrollments in progress and what waits for a decision. Counts and first names only; the
 * board, the settings and the EOI list hold the details.
 */

/** Exactly one of the two: `group_id` for a group, `agent_id` for the book of that agent. */
export const staffOverviewQuery = z.object({
  group_id: numericId.optional(),
  agent_id: numericId.optional(),
});
export type StaffOverviewQuery = z.input<typeof staffOverviewQuery>;

/** How many at most of the in-progress enrollments and of the windows the overview names. */
export const OVERVIEW_FIRST = 5;

/** The eligible employees of the census (active or on leave), by where they are. */
export const overviewParticipation = z.object({
  eligible: z.number().int(),
  enrolled: z.number().int(),
  waived: z.number().int(),
  in_progress: z.number().int(),
  /** Invited (or opened their link) and not started choosing. */
  invited: z.number().int(),
  /** Never invited yet. */
  not_started: z.number().int(),
});
export type OverviewParticipation = z.infer<typeof overviewParticipation>;

export const overviewWindow = z.object({
  group_id: z.number().int(),
  group_name: z.string(),
  state: z.enum(['open', 'upcoming', 'closed']),
  opens_on: z.string(),
  closes_on: z.string(),
  /** "Open enrollment ends in N days": 0 on the last day; null unless open. */
  days_left: z.number().int().nullable(),
});
export type OverviewWindow = z.infer<typeof overviewWindow>;

export const overviewInProgress = z.object({
  census_id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** ISO 8601; null when nothing was recorded. */
  last_activity_at: z.string().nullable(),
});

/**
 * A quote this staff member e-mailed from an enrollment they started: to whom, when, and what the
 * cart holds now (plans, monthly total); whether it became an enrollment.
 */
export const overviewQuote = z.object({
  /** ISO 8601. */
  sent_at: z.string(),
  to: z.string(),
  group_name: z.string().nullable(),
  plans: z.number().int(),
  monthly_cents: z.number().int(),
  completed: z.boolean(),
});
export type OverviewQuote = z.infer<typeof overviewQuote>;

export const staffOverview = z.object({
  scope: z.enum(['group', 'book']),
  /** How many groups the overview covers (1 for a group). */
  groups: z.number().int(),
  participation: overviewParticipation,
  /** The windows that concern today, open first and the nearest end first; at most OVERVIEW_FIRST. */
  windows: z.array(overviewWindow),
  in_progress: z.object({ count: z.number().int(), first: z.array(overviewInProgress) }),
  /** Reported life events waiting for a decision. */
  life_events_pending: z.number().int(),
  /** Pending evidence-of-insurability cases; null for a role that never sees them (a group administrator). */
  eoi_pending: z.number().int().nullable(),
  /** The latest quotes the signed-in staff member e-mailed (their own only); at most OVERVIEW_FIRST. */
  recent_quotes: z.array(overviewQuote),
});
export type StaffOverview = z.infer<typeof staffOverview>;

export const staffOverviewCallSchemas = {
  'get-staff-overview': { query: staffOverviewQuery, data: staffOverview },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
