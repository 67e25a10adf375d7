import { z } from 'zod';
import { enrollmentId, isoDay, MAX_ID, numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import { enrollmentQuery } from './catalogue';
import { checkHealthAnswers, healthInfoRecord, healthInfoShape, healthQuestions } from './health';
import { saveStatus } from './wizard';

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

/**
 * A plan's guaranteed-issue and EOI rules (ADR 0039), kept by the platform administrator: the
 * amount issued without evidence (whole dollars), whether any increase and a late entrant need
 * evidence, and after how many days a case without evidence expires.
 */
export const EOI_GI_MAX = 10_000_000;
export const planEoiSettings = z.object({
  guaranteed_issue: z
    .number({ error: 'Please enter the guaranteed-issue amount in whole dollars.' })
    .int('Please enter the guaranteed-issue amount in whole dollars.')
    .min(0, 'Please enter the guaranteed-issue amount in whole dollars.')
    .max(EOI_GI_MAX, 'The guaranteed-issue amount can be at most $10,000,000.'),
  eoi_on_increase: z.boolean(),
  eoi_for_late_entrants: z.boolean(),
  expires_after_days: z
    .number({ error: 'Please enter a number of days from 1 to 365.' })
    .int('Please enter a number of days from 1 to 365.')
    .min(1, 'Please enter a number of days from 1 to 365.')
    .max(365, 'Please enter a number of days from 1 to 365.'),
});
export type PlanEoiSettings = z.infer<typeof planEoiSettings>;

/**
 * One question of a plan's EOI questionnaire, in English and Spanish (the step is shown in the
 * reader's language). A question without an id is new; a question left out of the list is removed.
 */
export const EOI_QUESTION_MAX = 20;
export const eoiQuestionInput = z.object({
  question_id: numericId.optional(),
  question_text: z
    .string({ error: 'Please enter the question in English.' })
    .trim()
    .min(1, 'Please enter the question in English.')
    .max(500, 'Please keep the question under 500 characters.'),
  question_text_es: z
    .string({ error: 'Please enter the question in Spanish.' })
    .trim()
    .min(1, 'Please enter the question in Spanish.')
    .max(500, 'Please keep the question under 500 characters.'),
});
export type EoiQuestionInput = z.input<typeof eoiQuestionInput>;
export const eoiQuestion = z.object({
  question_id: z.number().int(),
  question_text: z.string(),
  question_text_es: z.string(),
});

export const savePlanEoiSettingsBody = planEoiSettings.extend({
  plan_id: z.number({ error: 'Please choose a plan.' }).int().positive().max(MAX_ID),
  /** The plan's EOI questions in order; left out, the questions are kept as they are. */
  questions: z
    .array(eoiQuestionInput)
    .max(EOI_QUESTION_MAX, 'A plan can ask at most 20 questions.')
    .optional(),
});
export type SavePlanEoiSettingsBody = z.input<typeof savePlanEoiSettingsBody>;

/** The plans that sell an amount of cover (or have rules), each with its rules (null: none). */
export const planEoiSettingsList = z.object({
  plans: z.array(
    z.object({
      plan_id: z.number().int(),
      name: z.string(),
      category: z.string(),
      listed: z.boolean(),
      /** The amounts of cover its options sell (dollars), smallest first. */
      amounts: z.array(z.number().int()),
      settings: planEoiSettings.extend({ updated_at: z.string() }).nullable(),
      /** The questions of its EOI step (the wizard asks them when an amount is pending). */
      questions: z.array(eoiQuestion),
    }),
  ),
});
export type PlanEoiSettingsList = z.infer<typeof planEoiSettingsList>;

export const planEoiSettingsSaved = planEoiSettings.extend({
  plan_id: z.number().int(),
  updated_at: z.string(),
  questions: z.array(eoiQuestion),
});

/**
 * The wizard's EOI step (ADR 0039): the pending plans' questions, answered with the health
 * questions' engine (same answers, same rules), sealed with the case at completion.
 */
export const saveEoiInfoBody = z
  .object({ enrollment_id: enrollmentId, ...healthInfoShape })
  .superRefine(checkHealthAnswers);
export type SaveEoiInfoBody = z.input<typeof saveEoiInfoBody>;

/** A case's EOI answers (ADR 0035's table: the member, the rep of the book, the platform administrator). */
export const eoiCaseAnswersQuery = z.object({ case_id: numericId });
export const eoiCaseAnswers = z.object({
  case_id: z.number().int(),
  plan_name: z.string(),
  /** null: the case was opened without answers (before the step existed, or by the platform). */
  answers: healthInfoRecord.nullable(),
});
export type EoiCaseAnswers = z.infer<typeof eoiCaseAnswers>;

/** The schemas of the eoi module's calls (apps/api/src/modules/eoi, ADR 0030). */
export const eoiCallSchemas = {
  'get-eoi-pending': { query: eoiPendingQuery, data: eoiPendingList },
  'decide-eoi-case': { body: decideEoiCaseBody, data: eoiCaseDecided },
  'list-plan-eoi-settings': { data: planEoiSettingsList },
  'save-plan-eoi-settings': { body: savePlanEoiSettingsBody, data: planEoiSettingsSaved },
  'get-eoi-questions': { query: enrollmentQuery, data: healthQuestions },
  'save-eoi-info': { body: saveEoiInfoBody, data: saveStatus },
  'get-eoi-case-answers': { query: eoiCaseAnswersQuery, data: eoiCaseAnswers },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
