/** What a person is told about a plan year, a waiting period, a life event or its document. */
export const PLAN_YEAR_ENDS_BEFORE_IT_STARTS = 'The plan year must end after it starts.';
export const PLAN_YEAR_TOO_LONG = 'A plan year lasts at most one year.';
export const OE_CLOSES_BEFORE_IT_OPENS = 'Open enrollment must close on or after the day it opens.';
export const OE_TOO_LONG = 'Open enrollment lasts at most 90 days.';
export const COVERAGE_OUTSIDE_PLAN_YEAR = 'Coverage must start within the plan year.';
export const WINDOW_CLOSES_AFTER_COVERAGE = 'Coverage must start after open enrollment closes.';
export const EXTENSION_NOT_LATER = 'An extension must end after open enrollment closes.';
export const EXTENSION_TOO_LONG = 'An extension ends at most 90 days after open enrollment closes.';
export const WAITING_DAYS_RANGE = 'The waiting period is at most {max} days.';
export const ELECTION_DAYS_RANGE = 'A new hire has between 1 and 90 days to choose.';

export const EVENT_IN_FUTURE = 'This event can be reported at most {days} days before it happens.';
export const EVENT_TOO_LATE = 'This event had to be reported by {deadline}.';
export const EVENT_KIND_OFF = 'This kind of event is not offered by your group.';
export const CHANGE_NOT_ALLOWED = 'This event does not allow this change.';
export const DOCUMENT_MISSING = 'The document this event needs did not arrive by {due}.';

export const DOCUMENT_EMPTY = 'This file is empty.';
export const DOCUMENT_TOO_BIG = 'This file is larger than 5 MB.';
export const DOCUMENT_WRONG_TYPE = 'Please upload a PDF, JPEG or PNG file.';
export const DOCUMENT_NAME_MISMATCH =
  'This file is not what its name says: please upload a PDF, JPEG or PNG file.';

// Why an employee of a group may not enroll or change now (refusalOf, may-enroll.ts), with the way
// in that remains.
export const ENROLLMENT_CLOSED_REPORT =
  'Enrollment is closed - report a life event (such as a marriage, a birth or a loss of other coverage) or contact your administrator.';
export const ENROLLMENT_CLOSED_CONTACT = 'Enrollment is closed - contact your administrator.';
export const NEW_HIRE_FROM = 'As a new hire, you may enroll from {date}.';
export const OPEN_ENROLLMENT_FROM = 'Open enrollment opens on {date}.';
export const EVENT_EFFECTIVE_DATE =
  'Under your life event, coverage starts on {date}: please choose that date in your cart.';
/** The completion's refusal of another date than the window's (ADR 0034, "Coverage dates of a window"). */
export const WINDOW_EFFECTIVE_DATE = {
  'life-event': EVENT_EFFECTIVE_DATE,
  'open-enrollment':
    "Coverage chosen in your group's open enrollment starts on {date}: please choose that date in your cart.",
  'new-hire': 'As a new hire, your coverage starts on {date}: please choose that date in your cart.',
} as const;
export const EVENT_AWAITING_APPROVAL =
  "Your life event is waiting for your administrator's approval: you may change your benefits once it is approved.";
