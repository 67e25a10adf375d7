import type { ActorKind, Scope } from './access-scope';
import { BENEFIT_RULES } from './benefit-rules';

/**
 * Who may do what, in one table (ADR 0010): action x principal kind -> the scope of resources
 * the principal may act on. Every rep, group and member call names its action and the owner of
 * the resource it touches (agent, group, member or enrollment) and asks `authorize` (access.ts).
 *
 * Scopes, for a resource owned by agent A / group G / member U:
 *   own-agent     A is the rep's agent
 *   group-agent   A serves the administrator's group (so the group home can list its portals)
 *   served-group  G is a group the rep's agent serves
 *   book          A is the rep's agent, or G is a group the rep's agent serves
 *   own-group     G is the administrator's group
 *   self          U is the signed-in member
 *   any           every resource (the platform administrator's console)
 *   never         refused
 *
 * A tenant's owner (modules/admin, ADR 0011) is its bound agent when it is an agent store and its
 * bound group when it is a group store, so a rep brands only their agent's store and a group
 * administrator only their group's; a default store has neither and only the platform admin edits it.
 */
export type { ActorKind, Scope } from './access-scope';

export const ACCESS_RULES = {
  // get-enrollment-platforms (agent): the rep home's and group home's "choose a platform".
  'view-platforms': {
    rep: 'own-agent',
    group_admin: 'group-agent',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // get-agent-groups (agent): "choose a group" on the rep home.
  'list-agent-groups': {
    rep: 'own-agent',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // get-agent-members (agent): the rep's current members.
  'list-agent-members': {
    rep: 'own-agent',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // get-group-users (group): a group's current members.
  'list-group-members': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // get-member-info (member): member home's greeting, a member's profile.
  'view-member': {
    rep: 'book',
    group_admin: 'own-group',
    member: 'self',
    platform_admin: 'never',
    release_token: 'never',
  },
  // add-filter-for-existing-user, add-filter-for-member (member): start an enrollment for a member.
  'enroll-member': {
    rep: 'book',
    group_admin: 'own-group',
    member: 'self',
    platform_admin: 'never',
    release_token: 'never',
  },
  // Any call that names an enrollment of no member (enrollment-access.ts): staff whose book it is in.
  // A member reaches their own new enrollments through the browser key, and an existing member's
  // enrollment through 'enroll-member' on that member.
  'work-enrollment': {
    rep: 'book',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // save-enrollment tab cart_info, Send Personalized Quote, and its preview (enrollment).
  'send-quote': {
    rep: 'book',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // save-enroller-code (enrollment): credit a rep on an enrollment (reps only, wizard spec).
  'credit-enroller': {
    rep: 'book',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // list-tenants, get-tenant, get-tenant-changes, update-tenant (branding fields), upload-tenant-image
  // (tenant): a tenant's own administrator sees and brands their store.
  'brand-tenant': {
    rep: 'own-agent',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // get-enrollment-history, get-member-history (enrollment or member): who changed what (issue 21).
  // The changer's person and the changed fields are as sensitive as the member list itself.
  'view-history': {
    rep: 'book',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // get-enrollment-board, export-enrollment-board (group): the group's census with each employee's
  // progress (issue 20). The group's administrator and the rep whose book holds the group.
  'view-enrollment-board': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // preview-census, commit-census (group): the employer's census (issue 20, ADR 0020). The group's
  // administrator for their group, the rep for a group their agent serves; the employees' names,
  // birth dates and e-mails are the group's own records.
  'manage-census': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // send-invitations, revoke-invitation (group): mail, remind and revoke the employees' personal links.
  'invite-employees': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // waive-coverage (census employee): only the invited employee declines, by their live invitation
  // link in a browser bound to it: the first to open it, or one that proved the birth date or a
  // mailed code (kernel/access/invitation-links.ts, ADR 0026); no session may do it for them, so
  // every signed-in kind is 'never'.
  'waive-by-token': {
    rep: 'never',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // Health answers (the applicant's and dependents'): minimum necessary (issue 26, ADR 0026). The
  // person who gave them reads them back (the bound browser, or the member: 'self'); no staff role
  // needs another person's answers, so reps and group administrators get "answered" only. The one
  // exception is decided in kernel/access/health-answers-access.ts: answers a staff member typed
  // themselves, read back while that enrollment is open (a client enrolled face to face).
  'read-health-answers': {
    rep: 'never',
    group_admin: 'never',
    member: 'self',
    platform_admin: 'never',
    release_token: 'never',
  },
  // get-report, export-report (the asker's own book): enrollment reports (issue 21, ADR 0023). The
  // owner is the asker's agent or group, so a rep's reports cover their book and a group
  // administrator's their group; the platform administrator's cover every enrollment.
  'view-reports': {
    rep: 'book',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // create-tenant, set-tenant-status, export-tenant, update-tenant beyond branding (tenant).
  'manage-tenants': {
    rep: 'never',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // list-releases, publish/activate/pin/rollout/rollback-release (remote): the platform administrator,
  // and CI through a release token (RELEASE_TOKEN, ADR 0018). Nothing else a token may do.
  'manage-releases': {
    rep: 'never',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'any',
    release_token: 'any',
  },
  // list-carriers, get/save-trading-partner, build-edi-file, list-edi-files (carrier): the 834
  // set-up and its files are the platform's, kept by the platform administrator (ADR 0022).
  'manage-edi': {
    rep: 'never',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // list-catalogue-documents, upload-plan-document (catalogue): a plan's SBC, certificate and
  // brochure are the catalogue's, kept by the platform administrator (ADR 0035).
  'manage-plan-documents': {
    rep: 'never',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // list-group-edi-files, create-edi-download-link (group): an 834 holds SSNs in clear, so only
  // the platform administrator and the rep serving the file's group; never a group administrator.
  'download-edi': {
    rep: 'served-group',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // list-possible-duplicates, merge-possible-duplicate, keep-possible-duplicate-separate (the existing
  // member): look-alikes an anonymous completion made (ADR 0024). Staff who may change the member
  // decide; a member may not merge someone into themselves.
  'review-duplicates': {
    rep: 'book',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'never',
    release_token: 'never',
  },
  // terminate-coverage (member): end a member's coverage on a date (the 834's terminations).
  'terminate-coverage': {
    rep: 'book',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // terminate-coverage's override_window (member): a date outside the usual window (ADR 0027),
  // e.g. a death reported months late; the platform administrator only, with the reason.
  'override-termination-window': {
    rep: 'never',
    group_admin: 'never',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // get-pay-terms (group): a group's pay schedules, contribution versions, deduction codes and
  // pre-tax choices (issue 28, ADR 0033). The group's administrator, the rep whose book holds the
  // group, the platform administrator; what employees pay is the employer's payroll business.
  'read-pay-terms': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // save-pay-schedule, save-contribution-rule, save-deduction-code, save-tax-treatment,
  // upload-pay-calendar, build-payroll-file (group): the same people change the terms and build the
  // deduction file (every change lands in the group's pay-terms history).
  'manage-pay-terms': {
    rep: 'served-group',
    group_admin: 'own-group',
    member: 'never',
    platform_admin: 'any',
    release_token: 'never',
  },
  // The calendar, evidence of insurability and ID cards (issues 29, 30): benefit-rules.ts.
  ...BENEFIT_RULES,
} as const satisfies Record<string, Record<ActorKind, Scope>>;

export type Action = keyof typeof ACCESS_RULES;

export const ACTIONS = Object.keys(ACCESS_RULES) as Action[];

/** The owner of the resource an action touches; a field left out is not known (never matches). */
export type Owner = { agent_id?: number | null; group_id?: number | null; user_id?: number | null };
