import type { ActorKind, Scope } from './access-scope';

/**
 * The rows of the access table (access-rules.ts, ADR 0010) for what an employer group runs on:
 * enrollment windows and life events (ADR 0034), evidence of insurability (ADR 0035, 0039) and ID
 * cards (ADR 0038). Kept beside the table rather than in it so each file holds one area; the
 * table spreads them in, and `authorize` reads them like any other row.
 */
export const BENEFIT_RULES = {
  // Enrollment windows and life events (issue 29, ADR 0034) ---------------------------------
  // get-group-calendar, get-life-event-follow-up (group): plan years, the window, extensions,
  // the waiting period, the kinds offered, and pending events. The group's administrator, the rep
  // whose book holds the group; the platform administrator reads every group's calendar.
  'view-group-calendar': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // save-plan-year, extend-open-enrollment (group): the group's own calendar; recorded.
  'manage-group-calendar': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // decide-life-event (the event's group): approve or deny, once, with a reason.
  'decide-life-events': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // The documents of a group's life events (the /life-event-documents download): the staff who
  // decide them, and the platform administrator; never another employee, never a release token.
  'open-life-event-documents': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // save-waiting-period, save-life-event-kinds (group): the new-hire rule and the kinds offered;
  // recorded in the change history. The platform administrator may set them for any group.
  'manage-group-enrollment-rules': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // get-enrollment-status (member, or a census row's group): a member reads their own answer;
  // staff read an employee's. An invitation holder reads their own through the bound link
  // (kernel/access/invitation-links.ts), which no session stands for.
  'view-enrollment-status': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'self',
    platform_admin: 'any',
    release_token: 'never',
  },
  // Reporting a life event and sending its document (member): the employee reports their own event
  // and sends its document; an invitation holder does it through the bound link
  // (kernel/access/invitation-links.ts). Staff report for an employee by 'report-life-event-for-employee'.
  // report-life-event with a census row (its group): staff report an event on an employee's behalf
  // (the employee phoned, or brought the certificate to HR), recorded in the change history as
  // reported by them; never a member for someone else.
  'report-life-event-for-employee': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  'report-own-life-event': {
    rep: 'never',
    group_admin: 'never',
    member: 'self',
    platform_admin: 'never',
    release_token: 'never',
  },
  // get-staff-overview (a group, or an agent's book): the staff homes' overview (issue 32, ADR 0036):
  // counts of the census's progress, the windows, the first in-progress names and what waits. The
  // same people who read the board and the calendar: a group's administrator their group, a rep
  // their book (their agent, or one group of it), the platform administrator any.
  'view-staff-overview': {
    rep: 'book',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // Evidence of insurability (issue 30, ADR 0035) ----------------------------------------------
  // get-eoi-pending (agent): a book's pending cases, oldest first; the platform administrator
  // reads every book's. A group's administrator never records or lists carrier decisions.
  'view-eoi-pending': {
    rep: 'own-agent',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // decide-eoi-case (the case's member): the carrier's decision, once, by the rep whose book
  // holds the member or the platform administrator.
  'decide-eoi': {
    rep: 'book',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // get-eoi-case-answers (the case's member): the EOI health answers sealed with a case (ADR
  // 0035's table): the member's own; the rep whose book holds the member and the platform
  // administrator while the case waits for their decision (the handler refuses staff once it is
  // decided); never the group's administrator (minimum necessary, ADR 0026).
  'read-eoi-answers': {
    rep: 'book',
    group_admin: 'never',
    member: 'self',
    platform_admin: 'any',
    release_token: 'never',
  },
  // list-plan-eoi-settings, save-plan-eoi-settings (catalogue): a plan's guaranteed-issue amount
  // and EOI rules are the catalogue's, kept by the platform administrator (ADR 0035, 0039).
  'manage-eoi-settings': {
    rep: 'never',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // ID cards (issue 30, ADR 0038) --------------------------------------------------------------
  // list-id-cards and the /id-cards file route (member): a member's own ID cards, to the member
  // signed in only. Staff help a member to sign in rather than fetch the card for them; no link
  // or token stands for the member (never a bare link in a mail).
  'read-id-cards': {
    rep: 'never',
    group_admin: 'never',
    member: 'self',
    platform_admin: 'never',
    release_token: 'never',
  },
  // list-id-card-settings, save-id-card-settings (catalogue): which plans carry a card and the
  // carrier's member-services phone are the catalogue's, kept by the platform administrator.
  'manage-id-card-settings': {
    rep: 'never',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
} as const satisfies Record<string, Record<ActorKind, Scope>>;
