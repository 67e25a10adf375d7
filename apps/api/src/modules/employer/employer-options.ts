import {
  AVERAGE_WORK_WEEK,
  BARGAINING_UNITS,
  COMPENSATION_TYPES,
  EMPLOYMENT_STATUSES,
  HOLIDAY_FLAGS,
  VACATION_POLICIES,
  type Option,
} from '@bs/contract';

/** The names shown for the contract's codes (spec §3); every code has exactly one name. */
const names = <C extends string>(codes: readonly C[], byCode: Record<C, string>): Option[] =>
  codes.map((value) => ({ value, name: byCode[value] }));

export const AVERAGE_WORK_WEEK_OPTIONS = names(AVERAGE_WORK_WEEK, {
  LT20: 'Less than 20 hours',
  '20-29': '20 to 29 hours',
  '30-39': '30 to 39 hours',
  '40+': '40 hours or more',
});

export const EMPLOYMENT_STATUS_OPTIONS = names(EMPLOYMENT_STATUSES, { A: 'ACTIVE', C: 'COBRA' });

// Listed from the lowest pay to salary.
export const COMPENSATION_OPTIONS = names(['MW', 'GMWL10', 'G10L20', 'G20', 'Salary'] as const, {
  MW: 'Minimum wage',
  GMWL10: 'Over minimum wage, under $10/hr',
  G10L20: 'Over $10/hr, under $20/hr',
  G20: 'Over $20/hr',
  Salary: 'Salary',
});
// A code added to the contract but not named here fails the employer tests (every code listed).
export const COMPENSATION_CODES: readonly string[] = COMPENSATION_TYPES;

export const VACATION_OPTIONS = names(VACATION_POLICIES, {
  NONE: 'No paid vacation',
  '1W': '1 week',
  '2W': '2 weeks',
  '3W': '3 weeks',
  '4W+': '4 weeks or more',
});

export const BARGAINING_OPTIONS = names(BARGAINING_UNITS, { Y: 'Yes', N: 'No' });

// Spec §2 spells "Presendents Day" in the visible list; the text is kept as given.
export const HOLIDAY_OPTIONS = names(HOLIDAY_FLAGS, {
  Standard_6: 'Standard 6',
  Presendents_Day: 'Presendents Day',
  Columbus_Day: 'Columbus Day',
  Religious_Days: 'Religious Days',
  Birthday: 'Birthday',
  Floating_Day: 'Floating Day',
});
