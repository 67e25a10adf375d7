import { z } from 'zod';
import { isoDay, numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * A group's enrollment calendar (issue 29, ADR 0034): plan years with their open-enrollment
 * window, extensions, the new-hire waiting period, the life-event kinds the group offers; whether
 * one person may enroll today; and the group's decisions on reported life events. Days are whole
 * UTC days written YYYY-MM-DD.
 */

export const groupCalendarQuery = z.object({ group_id: numericId });
export type GroupCalendarQuery = z.input<typeof groupCalendarQuery>;

export const planYear = z.object({
  plan_year_id: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  oe_opens_on: z.string(),
  oe_closes_on: z.string(),
  coverage_starts_on: z.string(),
  reminder_days: z.array(z.number().int()),
});
export type PlanYearData = z.infer<typeof planYear>;

export const openEnrollmentWindow = z.object({
  plan_year_id: z.number().int(),
  /** open, upcoming or closed today; the last day counts the group's latest extension. */
  state: z.enum(['open', 'upcoming', 'closed']),
  opens_on: z.string(),
  closes_on: z.string(),
  /** Days left counting today as 0 on the last day; null unless open. */
  days_left: z.number().int().nullable(),
  extended: z.boolean(),
});

export const extension = z.object({
  extension_id: z.number().int(),
  plan_year_id: z.number().int(),
  /** The employee's census row; null for the whole group. */
  census_id: z.number().int().nullable(),
  closes_on: z.string(),
  reason: z.string(),
  created_at: z.string(),
});

export const waitingPeriod = z.object({
  rule: z.enum(['hire-date', 'first-of-month-after', 'after-days']),
  days: z.number().int(),
  election_days: z.number().int(),
});

export const lifeEventKindChoice = z.object({
  kind: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  days_before: z.number().int(),
  days_after: z.number().int(),
  documents: z.enum(['none', 'optional', 'required']),
  needs_approval: z.boolean(),
  reason_code: z.string(),
});

export const groupCalendar = z.object({
  group_id: z.number().int(),
  today: z.string(),
  plan_years: z.array(planYear),
  open_enrollment: openEnrollmentWindow.nullable(),
  extensions: z.array(extension),
  waiting_period: waitingPeriod,
  life_event_kinds: z.array(lifeEventKindChoice),
});
export type GroupCalendar = z.infer<typeof groupCalendar>;

/** The days before a window closes the group settings page offers for automatic reminders. */
export const REMINDER_DAY_CHOICES = [14, 7, 3, 2, 1, 0] as const;

export const savePlanYearBody = z.object({
  group_id: numericId,
  starts_on: isoDay,
  ends_on: isoDay,
  oe_opens_on: isoDay,
  oe_closes_on: isoDay,
  coverage_starts_on: isoDay,
  /**
   * How many days before the window closes an unfinished invitation is reminded automatically
   * (0 = its last day); left out, the plan year keeps its schedule (a new one: 7 and 2 days).
   */
  reminder_days: z
    .array(
      z.number().int().min(0, 'Please choose days from 0 to 60.').max(60, 'Please choose days from 0 to 60.'),
    )
    .max(6, 'Please choose at most 6 reminder days.')
    .optional(),
});
export type SavePlanYearBody = z.input<typeof savePlanYearBody>;

export const extendOpenEnrollmentBody = z.object({
  plan_year_id: numericId,
  /** One employee's census row; left out for the whole group. */
  census_id: numericId.optional(),
  closes_on: isoDay,
  reason: z.string().trim().min(3, 'Please tell us why.').max(500, 'Please keep it under 500 characters.'),
});
export type ExtendOpenEnrollmentBody = z.input<typeof extendOpenEnrollmentBody>;

export const extensionSaved = z.object({
  extension_id: z.number().int(),
  closes_on: z.string(),
});

/**
 * Whose status: the signed-in member (nothing), an invitation holder (`token`, from the browser
 * bound to it), or staff for a census row (`group_id` and `census_id`).
 */
export const enrollmentStatusQuery = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid any more.')
    .optional(),
  group_id: numericId.optional(),
  census_id: numericId.optional(),
  /** Staff reading a member of a group's status (the current-members screen's report form). */
  member_user_id: numericId.optional(),
});
export type EnrollmentStatusQuery = z.input<typeof enrollmentStatusQuery>;

export const enrollmentStatusReason = z.enum([
  'open-enrollment',
  'new-hire',
  'life-event',
  'new-hire-upcoming',
  'open-enrollment-upcoming',
  'closed',
  'not-in-a-group',
]);

/** The mayEnroll answer (ADR 0034): a code with the dates its sentence needs. */
export const enrollmentStatus = z.object({
  may: z.boolean(),
  reason: enrollmentStatusReason,
  opens_on: z.string().optional(),
  closes_on: z.string().optional(),
  days_left: z.number().int().optional(),
  coverage_starts_on: z.string().optional(),
  extended: z.boolean().optional(),
  event_id: z.number().int().optional(),
  allows: z.array(z.string()).optional(),
  awaiting_approval: z.boolean().optional(),
  can_report_event: z.boolean().optional(),
  /** The kinds the employee's group offers (their own status only): the report-a-life-event form's choices. */
  event_kinds: z
    .array(
      z.object({
        kind: z.string(),
        label: z.string(),
        days_before: z.number().int(),
        days_after: z.number().int(),
        documents: z.enum(['none', 'optional', 'required']),
      }),
    )
    .optional(),
  /** The open event of `event_id` (their own status only): what it needs and how many documents arrived. */
  open_event: z
    .object({
      kind: z.string(),
      label: z.string(),
      event_date: z.string(),
      documents: z.enum(['none', 'optional', 'required']),
      documents_received: z.number().int(),
      documents_due_on: z.string().nullable(),
    })
    .optional(),
  /**
   * The employee's newest event when it was refused (denied by the group, or expired without its
   * document), with the reason in the reader's language where the platform wrote it, as the
   * administrator wrote it otherwise: so the landing says why, not only the e-mail (ADR 0034).
   */
  refused_event: z
    .object({
      kind: z.string(),
      label: z.string(),
      event_date: z.string(),
      status: z.enum(['denied', 'expired']),
      reason: z.string(),
    })
    .optional(),
});
export type EnrollmentStatus = z.infer<typeof enrollmentStatus>;

export const decideLifeEventBody = z.object({
  event_id: numericId,
  decision: z.enum(['approved', 'denied'], { error: 'Please choose approve or deny.' }),
  reason: z.string().trim().min(3, 'Please tell us why.').max(500, 'Please keep it under 500 characters.'),
});
export type DecideLifeEventBody = z.input<typeof decideLifeEventBody>;

export const lifeEventDecided = z.object({
  event_id: z.number().int(),
  status: z.enum(['approved', 'denied']),
});

export const followUpQuery = z.object({ group_id: numericId });

export const followUpItem = z.object({
  event_id: z.number().int(),
  census_id: z.number().int().nullable(),
  employee_name: z.string(),
  kind: z.string(),
  label: z.string(),
  event_date: z.string(),
  reported_on: z.string(),
  deadline: z.string(),
  documents_due_on: z.string().nullable(),
  /** The nearest day due: the documents' day while a required one is missing, else the deadline. */
  due_on: z.string(),
  documents: z.number().int(),
  /** The documents received, each opened as an attachment at `url` (never inline). */
  files: z.array(
    z.object({
      document_id: z.number().int(),
      file_name: z.string(),
      content_type: z.string(),
      byte_size: z.number().int(),
      url: z.string(),
    }),
  ),
  missing_document: z.boolean(),
  needs_approval: z.boolean(),
});
export const followUpList = z.object({ items: z.array(followUpItem) });
export type FollowUpList = z.infer<typeof followUpList>;

/** The new-hire rules a group picks from (ADR 0034), and the most days each may wait (ACA: 90 in all). */
export const WAITING_RULES = ['first-of-month-after', 'hire-date', 'after-days'] as const;
export const WAITING_MAX_DAYS = { 'hire-date': 0, 'first-of-month-after': 60, 'after-days': 90 } as const;

export const saveWaitingPeriodBody = z
  .object({
    group_id: numericId,
    rule: z.enum(WAITING_RULES, { error: 'Please choose when new hires are covered.' }),
    days: z
      .number({ error: 'Please enter a whole number of days.' })
      .int('Please enter a whole number of days.')
      .min(0, 'Please enter a whole number of days.')
      .max(90, 'A new hire waits at most 90 days.'),
    election_days: z
      .number({ error: 'Please enter a whole number of days.' })
      .int('Please enter a whole number of days.')
      .min(1, 'A new hire has 1 to 90 days to choose.')
      .max(90, 'A new hire has 1 to 90 days to choose.'),
  })
  .superRefine((b, ctx) => {
    // Only once the rule and the days are each valid (refinements may see any input otherwise).
    const max = (WAITING_MAX_DAYS as Record<string, number | undefined>)[b.rule];
    if (max !== undefined && typeof b.days === 'number' && b.days > max)
      ctx.addIssue({
        code: 'custom',
        path: ['days'],
        message:
          b.rule === 'hire-date'
            ? 'Coverage on the hire date has no waiting days.'
            : b.rule === 'first-of-month-after'
              ? 'With the first of the month after, a new hire waits at most 60 days.'
              : 'A new hire waits at most 90 days.',
      });
  });
export type SaveWaitingPeriodBody = z.input<typeof saveWaitingPeriodBody>;

export const saveLifeEventKindsBody = z.object({
  group_id: numericId,
  kinds: z
    .array(
      z.object({
        kind: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'This kind of event is not in the catalogue.'),
        enabled: z.boolean(),
      }),
    )
    .min(1, 'Please choose the kinds of events your group offers.')
    .max(40, 'Please choose the kinds of events your group offers.'),
});
export type SaveLifeEventKindsBody = z.input<typeof saveLifeEventKindsBody>;
export const lifeEventKindsSaved = z.object({ life_event_kinds: z.array(lifeEventKindChoice) });

/** The largest life-event document (PDF, JPEG or PNG), as the census file's cap. */
export const LIFE_EVENT_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

const invitationToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid any more.')
  .optional();

/**
 * The employee reports a life event: the signed-in member (nothing else), or an invitation holder
 * (`token`, from the browser bound to it); or the group's administrator, the rep whose book holds
 * the group or the platform administrator for an employee of the census (`census_id`), which the
 * access decision checks against the caller's group or book.
 */
export const reportLifeEventBody = z.object({
  token: invitationToken,
  census_id: numericId.optional(),
  /** Staff reporting for a member of a group from the current-members screen. */
  member_user_id: numericId.optional(),
  kind: z.string().trim().min(1, 'Please choose a kind of event.').max(40, 'Please choose a kind of event.'),
  event_date: isoDay,
});
export type ReportLifeEventBody = z.input<typeof reportLifeEventBody>;

export const lifeEventReported = z.object({
  event_id: z.number().int(),
  kind: z.string(),
  event_date: z.string(),
  /** The last day of the event's window, fixed when reported. */
  deadline: z.string(),
  /** The day its document is due; null when the kind asks none. */
  documents_due_on: z.string().nullable(),
  effective_on: z.string(),
  documents: z.enum(['none', 'optional', 'required']),
  needs_approval: z.boolean(),
  status: z.literal('pending'),
});
export type LifeEventReported = z.infer<typeof lifeEventReported>;

export const uploadLifeEventDocumentBody = z.object({
  token: invitationToken,
  /** Staff sending the document for an employee of the census (as report-life-event). */
  census_id: numericId.optional(),
  /** Staff sending the document for a member of a group (as report-life-event). */
  member_user_id: numericId.optional(),
  event_id: numericId,
  file_name: z.string().trim().min(1, 'Please choose a file').max(255, 'Please choose a file'),
  /** The file, base64 encoded; its type is read from its content (PDF, JPEG or PNG). */
  content_base64: z
    .string()
    .max(Math.ceil((LIFE_EVENT_DOCUMENT_MAX_BYTES * 4) / 3) + 4, 'This file is larger than 5 MB.')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'This file could not be read'),
});
export type UploadLifeEventDocumentBody = z.input<typeof uploadLifeEventDocumentBody>;

export const lifeEventDocumentSaved = z.object({
  event_id: z.number().int(),
  document_id: z.number().int(),
  /** How many documents the event now holds. */
  documents: z.number().int(),
});
export type LifeEventDocumentSaved = z.infer<typeof lifeEventDocumentSaved>;

/** The schemas of the enrollment-windows module's calls (apps/api/src/modules/enrollment-windows, ADR 0030). */
export const enrollmentWindowsCallSchemas = {
  'get-group-calendar': { query: groupCalendarQuery, data: groupCalendar },
  'save-plan-year': { body: savePlanYearBody, data: planYear },
  'extend-open-enrollment': { body: extendOpenEnrollmentBody, data: extensionSaved },
  'get-enrollment-status': { query: enrollmentStatusQuery, data: enrollmentStatus },
  'decide-life-event': { body: decideLifeEventBody, data: lifeEventDecided },
  'get-life-event-follow-up': { query: followUpQuery, data: followUpList },
  'report-life-event': { body: reportLifeEventBody, data: lifeEventReported },
  'upload-life-event-document': { body: uploadLifeEventDocumentBody, data: lifeEventDocumentSaved },
  'save-waiting-period': { body: saveWaitingPeriodBody, data: waitingPeriod },
  'save-life-event-kinds': { body: saveLifeEventKindsBody, data: lifeEventKindsSaved },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
