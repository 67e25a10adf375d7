import type { MayEnroll } from './may-enroll';

/** A group's schedule when its plan year says nothing (the column's default, migration 0030). */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [7, 2];

/**
 * Whether an unfinished invitation is reminded today (issue 29, ADR 0034 "Automatic reminders"):
 * only while the employee's own window is open (open enrollment, or their new-hire window) and
 * today is one of the schedule's days before it closes (0 = its last day). An employee who may not
 * enroll, or may only under a life event, is not reminded: the mail would send them to a closed
 * store. The claim that keeps it to once a day is the caller's (enrollment_reminders).
 */
export function reminderDue(status: MayEnroll, schedule: readonly number[]): boolean {
  if (status.reason !== 'open-enrollment' && status.reason !== 'new-hire') return false;
  return schedule.includes(status.daysLeft);
}
