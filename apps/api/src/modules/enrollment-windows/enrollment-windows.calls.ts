import { defineCalls } from '../../kernel/calls/call-entry';
import { decideLifeEvent } from './decide-life-event.handler';
import { extendOpenEnrollment } from './extend-open-enrollment.handler';
import { getEnrollmentStatus } from './get-enrollment-status.handler';
import { getGroupCalendar } from './get-group-calendar.handler';
import { getLifeEventFollowUp } from './get-life-event-follow-up.handler';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { reportLifeEvent } from './report-life-event.handler';
import { saveLifeEventKinds } from './save-life-event-kinds.handler';
import { savePlanYearHandler } from './save-plan-year.handler';
import { saveWaitingPeriodHandler } from './save-waiting-period.handler';
import { uploadLifeEventDocument } from './upload-life-event-document.handler';

/** The calls of the enrollment-windows module (issue 29, ADR 0034): each one's handler, documentation and rules (ADR 0030). */
export const enrollmentWindowsCalls = defineCalls({
  'get-group-calendar': {
    handler: getGroupCalendar,
    docs: [
      'Enrollment windows',
      "A group's enrollment calendar: its plan years, the open-enrollment window that concerns today (open, upcoming or closed, the days left and whether an extension counts), every extension recorded, the new-hire waiting period and the life-event kinds on or off. The group's administrator, the rep whose book holds the group, the platform administrator.",
    ],
    access: ['view-group-calendar'],
  },
  'save-plan-year': {
    handler: savePlanYearHandler,
    docs: [
      'Enrollment windows',
      'Adds the plan year starting on `starts_on` or changes that one: its end, the open-enrollment window and the coverage start; recorded in the change history. The group administrator or the rep.',
    ],
    rules:
      'The plan year must end after it starts ("The plan year must end after it starts.") and last at most a year ' +
      '("A plan year lasts at most one year."); open enrollment closes on or after it opens ("Open enrollment must ' +
      'close on or after the day it opens.") and lasts at most 90 days ("Open enrollment lasts at most 90 days."); ' +
      'coverage starts within the plan year ("Coverage must start within the plan year.") and after open ' +
      'enrollment closes ("Coverage must start after open enrollment closes."). Each answers 422 beside its field.',
    access: ['manage-group-calendar'],
  },
  'extend-open-enrollment': {
    handler: extendOpenEnrollment,
    docs: [
      'Enrollment windows',
      "A later last day of a plan year's open enrollment for the whole group, or for one employee (`census_id`), with the reason; every extension is kept (the latest counts) and recorded in the change history.",
    ],
    rules:
      'The new last day must come after open enrollment closes ("An extension must end after open enrollment ' +
      'closes.") and within 90 days of it ("An extension ends at most 90 days after open enrollment closes."); ' +
      '`census_id` must be an employee of the plan year\'s group ("This employee is not on the census of this ' +
      'group."). Each answers 422. An unknown plan year is 403 like another group\'s.',
    access: ['manage-group-calendar'],
  },
  'get-enrollment-status': {
    handler: getEnrollmentStatus,
    docs: [
      'Enrollment windows',
      "May this employee enroll today, and why: open enrollment (with the days left), the new hire's window, a life event (only its changes), or when they may and when coverage starts, or closed (and whether a life event can be reported). For the signed-in member (their own), an invitation holder (`token`, from the browser bound to the link), or staff for a census row (`census_id`).",
    ],
    rules:
      'Staff name the employee ("Please choose an employee of the group.", 422, without `census_id`; "This ' +
      'employee is not on the census of this group.", 404, for a row of another group). A link the browser does ' +
      'not hold is 403 ("This invitation link is not valid any more.").',
    access: 'depends-on-input',
  },
  'decide-life-event': {
    handler: decideLifeEvent,
    docs: [
      'Enrollment windows',
      'Approves or denies a pending life event with a reason, once; the employee is e-mailed and the change history records it. The group administrator or the rep.',
    ],
    rules:
      'A life event is decided once: a second decision, or one on an expired event, is 409 ("This life event was ' +
      'already decided."). An unknown event is 403 like another group\'s.',
    access: ['decide-life-events'],
  },
  'get-life-event-follow-up': {
    handler: getLifeEventFollowUp,
    docs: [
      'Enrollment windows',
      "A group's pending life events, the nearest day due first (the documents' day while a required document is missing, else the event's deadline), with the employee and whether a document is missing.",
    ],
    access: ['view-group-calendar'],
  },
  'report-life-event': {
    handler: reportLifeEvent,
    docs: [
      'Enrollment windows',
      "The employee reports a life event of a kind their group offers, with its date: the signed-in member, or an invitation holder (`token`, from the browser bound to the link); or, for an employee of the census (`census_id`), the group's administrator, the rep whose book holds the group or the platform administrator, recorded in the change history as reported by them. Answers the deadline, the day a document is due, the day the change takes effect, and whether a document is needed; the event waits for the group administrator's approval.",
    ],
    rules:
      'A day that does not exist is 400 ("Please enter a real date."). ' +
      'The kind must be offered by the group ("This kind of event is not offered by your group.", 422 on `kind`); the ' +
      'date within its window ("This event can be reported at most {days} days before it happens." or "This event had ' +
      'to be reported by {deadline}.", 422 on `event_date`); one pending event per kind ("You already reported this ' +
      'kind of event; it is waiting for a decision.", 409 on `kind`). A link the browser does not hold is 403 ("This ' +
      'invitation link is not valid any more.").',
    access: 'depends-on-input',
    anonymous: ENROLLMENT_WRITES,
  },
  'upload-life-event-document': {
    handler: uploadLifeEventDocument,
    docs: [
      'Enrollment windows',
      "A document for the employee's own pending life event (a certificate): PDF, JPEG or PNG by its content, at most 5 MB, base64; read in an upload worker and stored sealed. The same person as report-life-event (the employee, or staff for them with `census_id`).",
    ],
    rules:
      'The file must be a PDF, JPEG or PNG by its content ("Please upload a PDF, JPEG or PNG file."), not empty ("This ' +
      'file is empty."), at most 5 MB ("This file is larger than 5 MB."), named as what it is ("This file is not what ' +
      'its name says: please upload a PDF, JPEG or PNG file."); 422 on `content_base64`. Another employee\'s or an ' +
      'unknown event is 403; a decided event is 409 ("This life event was already decided.").',
    access: 'depends-on-input',
    anonymous: ENROLLMENT_WRITES,
    bodyLimit: 8 * 1024 * 1024,
  },
  'save-waiting-period': {
    handler: saveWaitingPeriodHandler,
    docs: [
      'Enrollment windows',
      "The group's new-hire rule: coverage on the hire date, on the first of the month after N days, or N days after the hire date, and how many days a new hire has to choose; the census hire date and this rule decide when a new hire may enroll and when coverage starts. Recorded in the change history. The group administrator, the rep, the platform administrator.",
    ],
    rules:
      'On the hire date waits no days ("Coverage on the hire date has no waiting days."); the first of the month ' +
      'after waits at most 60 ("With the first of the month after, a new hire waits at most 60 days."), after N ' +
      'days at most 90 ("A new hire waits at most 90 days."); a new hire has 1 to 90 days to choose ("A new hire has ' +
      '1 to 90 days to choose."). Each answers beside its field.',
    access: ['manage-group-enrollment-rules'],
  },
  'save-life-event-kinds': {
    handler: saveLifeEventKinds,
    docs: [
      'Enrollment windows',
      'Turns kinds of the life-event catalogue on or off for the group (only the kinds sent change); a kind turned off is no longer offered to its employees, events already reported keep it. Recorded in the change history. The group administrator, the rep, the platform administrator.',
    ],
    rules:
      'Every kind must be an active kind of the catalogue ("This kind of event is not in the catalogue.", 422 on `kinds`).',
    access: ['manage-group-enrollment-rules'],
  },
});
