/** What a group administrator reads when a payroll deduction file cannot be built. */
export const PAYROLL_MESSAGES = {
  noSchedule: 'Set the pay schedule of this plan year before building a payroll file.',
  notPayDate: '{date} is not a pay date of this group. Choose one of its pay dates.',
  unknownPlan: 'This plan was not found.',
} as const;
