import { z } from 'zod';
import { isoDay, numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * Evidence of insurability (issue 30, ADR 0035): a book's pending cases, oldest first, and the
 * carrier's decision on one, recorded by the rep of the book or the platform administrator.
 * Amounts of cover are whole dollars.
 */

/** A rep names their own book; the platform administrator may leave it out to list every book's cases. */
export const eoiPendingQuery = z.object({ agent_id: numericId.optional() });
export type EoiPendingQuery = z.input<typeof eoiPendingQuery>;

export const eoiReason = z.enum(['above-gi', 'increase', 'late-entrant']);

export const eoiPendingItem = z.object({
  case_id: z.number().int(),
  member_user_id: z.number().int(),
  member_name: z.string(),
  /** The book the member belongs to (the platform administrator's list spans every book). */
  agent_id: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  elected: z.number().int(),
  approved_now: z.number().int(),
  pending: z.number().int(),
  reasons: z.array(eoiReason),
  opened_on: z.string(),
  expires_on: z.string(),
  /** Whole days since the case opened: the list is sorted by it, oldest first. */
  age_days: z.number().int(),
});
export const eoiPendingList = z.object({ items: z.array(eoiPendingItem) });
export type EoiPendingList = z.infer<typeof eoiPendingList>;

export const eoiDecisionKind = z.enum(['approve-all', 'approve-part', 'deny', 'expire'], {
  error: 'Please choose a decision.',
});

export const decideEoiCaseBody = z
  .object({
    case_id: numericId,
    decision: eoiDecisionKind,
    /** approve-part: the amount of the pending cover the carrier granted, in dollars. */
    amount: z.number({ error: 'Please enter the approved amount.' }).int().positive().optional(),
    decided_on: isoDay,
    /** The day the granted cover starts, when the carrier names a later one. */
    effective_on: isoDay.optional(),
    reason: z.string().trim().max(500, 'Please keep it under 500 characters.').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'approve-part' && v.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Please enter the approved amount.' });
  });
export type DecideEoiCaseBody = z.input<typeof decideEoiCaseBody>;

export const eoiCaseDecided = z.object({
  case_id: z.number().int(),
  status: z.enum(['approved', 'partly-approved', 'denied', 'expired']),
  granted: z.number().int(),
});

/** The schemas of the eoi module's calls (apps/api/src/modules/eoi, ADR 0030). */
export const eoiCallSchemas = {
  'get-eoi-pending': { query: eoiPendingQuery, data: eoiPendingList },
  'decide-eoi-case': { body: decideEoiCaseBody, data: eoiCaseDecided },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
