/**
 * The routing contract between the shell and the remotes (DESIGN §2, wizard §2 route table).
 * The shell maps each path (always under the optional /:landing parent) to a remote and a
 * screen id; the remote's exposed `./routes` module renders `<RemoteRoutes screen={id} />`.
 * The shell knows these ids and module names, never a remote's code.
 */
export const REMOTES = {
  shop: { dir: 'shop', exposed: './routes' },
  cart_quote: { dir: 'cart-quote', exposed: './routes' },
  enrollment_wizard: { dir: 'enrollment-wizard', exposed: './routes' },
  member_admin: { dir: 'member-admin', exposed: './routes' },
  platform_admin: { dir: 'platform-admin', exposed: './routes' },
} as const;
export type RemoteName = keyof typeof REMOTES;
/** A remote's name for people ("The cart could not be loaded.") is a message: libs/mf/src/i18n. */
export const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(REMOTES, name);

export const SCREENS = {
  shop: ['landing', 'home', 'referrals', 'plans', 'plan-detail', 'compare', 'plan-question-view'],
  cart_quote: ['cart'],
  enrollment_wizard: ['enrollment-step', 'continue-enrollment', 'direct-continue', 'receipt'],
  member_admin: [
    'agent-home',
    'group-home',
    'member-home',
    'agent-select-member',
    'group-select-member',
    'member-benefit-store',
    'ben-advance-home',
    'website',
    // Sign-in (ADR 0010; the spec leaves authentication out).
    'sign-in',
    'forgot-password',
    'member-sign-in',
    'member-sign-in-link',
    // Who changed what (issue 21): a member's and an enrollment's history for their rep or group.
    'member-history',
    'enrollment-history',
    // Group enrollment (issue 20): the group's enrollment board and an employee's invitation link.
    'enrollment-board',
    'invitation',
    // The 834 files of the rep's groups (issue 21, ADR 0022).
    'carrier-files',
    // The employer's census (issue 20, ADR 0020).
    'census',
    // Enrollment reports (issue 21, ADR 0023) of the rep's book or the group.
    'reports',
    // Look-alike completions for staff to merge or keep separate (issue 26, ADR 0024).
    'possible-duplicates',
    // A group's benefits settings (issues 28 and 29, ADRs 0033 and 0034).
    'group-settings',
    // Cover pending evidence of insurability and the carrier's decisions (issue 30, ADR 0035).
    'eoi-cases',
  ],
  // The platform admin console (issue 13); the server enforces who may use it.
  platform_admin: [
    'admin-tenants',
    'admin-tenant-new',
    'admin-tenant',
    'admin-releases',
    'admin-history',
    'admin-edi',
    'admin-reports',
    // A plan's SBC, certificate and brochure per language (issue 30, ADR 0035).
    'admin-plan-documents',
    // A plan's guaranteed-issue amount and EOI rules (issue 30, ADR 0039).
    'admin-plan-eoi',
    // Which plans carry an ID card and the carrier's phone on it (issue 30, ADR 0038).
    'admin-id-cards',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;
export type ScreenId<R extends RemoteName = RemoteName> = (typeof SCREENS)[R][number];

/** Props of every remote's exposed `./routes` default export. */
export interface RemoteRoutesProps {
  screen: string;
}

export interface RouteEntry {
  /** Path below the optional landing slug, react-router syntax. */
  path: string;
  remote: RemoteName;
  screen: string;
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '', remote: 'shop', screen: 'landing' },
  { path: 'home', remote: 'shop', screen: 'home' },
  { path: 'referrals', remote: 'shop', screen: 'referrals' },
  { path: 'plans', remote: 'shop', screen: 'plans' },
  { path: 'plan/:id/:planName', remote: 'shop', screen: 'plan-detail' },
  // Plans side by side (issue 19): `/compare?plans=1001,1002`.
  { path: 'compare', remote: 'shop', screen: 'compare' },
  { path: 'PlanQuestionView', remote: 'shop', screen: 'plan-question-view' },
  { path: 'cart', remote: 'cart_quote', screen: 'cart' },
  { path: 'enrollment/receipt', remote: 'enrollment_wizard', screen: 'receipt' },
  { path: 'confirmation', remote: 'enrollment_wizard', screen: 'receipt' },
  { path: 'enrollment/:step?', remote: 'enrollment_wizard', screen: 'enrollment-step' },
  { path: 'continue-enrollment', remote: 'enrollment_wizard', screen: 'continue-enrollment' },
  { path: 'direct-continue/:id/:tab', remote: 'enrollment_wizard', screen: 'direct-continue' },
  { path: 'agent-home', remote: 'member_admin', screen: 'agent-home' },
  { path: 'BenAdvanceHome', remote: 'member_admin', screen: 'ben-advance-home' },
  { path: 'website', remote: 'member_admin', screen: 'website' },
  { path: 'group-home', remote: 'member_admin', screen: 'group-home' },
  { path: 'member-home', remote: 'member_admin', screen: 'member-home' },
  { path: 'agent-select-member', remote: 'member_admin', screen: 'agent-select-member' },
  { path: 'group-select-member', remote: 'member_admin', screen: 'group-select-member' },
  { path: 'member-benefit-store/:id/:tier', remote: 'member_admin', screen: 'member-benefit-store' },
  { path: 'sign-in', remote: 'member_admin', screen: 'sign-in' },
  { path: 'forgot-password', remote: 'member_admin', screen: 'forgot-password' },
  { path: 'member-sign-in', remote: 'member_admin', screen: 'member-sign-in' },
  { path: 'member-sign-in/:token', remote: 'member_admin', screen: 'member-sign-in-link' },
  { path: 'member-history/:userId', remote: 'member_admin', screen: 'member-history' },
  { path: 'enrollment-history/:enrollmentId', remote: 'member_admin', screen: 'enrollment-history' },
  { path: 'enrollment-board', remote: 'member_admin', screen: 'enrollment-board' },
  // The mailed personal link `/invitation/{token}` (ADR 0021); like /member-benefit-store, a token.
  { path: 'invitation/:token', remote: 'member_admin', screen: 'invitation' },
  { path: 'carrier-files', remote: 'member_admin', screen: 'carrier-files' },
  { path: 'census', remote: 'member_admin', screen: 'census' },
  { path: 'reports', remote: 'member_admin', screen: 'reports' },
  { path: 'possible-duplicates', remote: 'member_admin', screen: 'possible-duplicates' },
  { path: 'group-settings', remote: 'member_admin', screen: 'group-settings' },
  { path: 'eoi-cases', remote: 'member_admin', screen: 'eoi-cases' },
  { path: 'admin', remote: 'platform_admin', screen: 'admin-tenants' },
  { path: 'admin/history', remote: 'platform_admin', screen: 'admin-history' },
  { path: 'admin/reports', remote: 'platform_admin', screen: 'admin-reports' },
  { path: 'admin/tenants', remote: 'platform_admin', screen: 'admin-tenants' },
  { path: 'admin/tenants/new', remote: 'platform_admin', screen: 'admin-tenant-new' },
  { path: 'admin/tenants/:slug', remote: 'platform_admin', screen: 'admin-tenant' },
  // Remote releases (issue 22, ADR 0018).
  { path: 'admin/releases', remote: 'platform_admin', screen: 'admin-releases' },
  // EDI 834 files for carriers (issue 21, ADR 0022).
  { path: 'admin/edi', remote: 'platform_admin', screen: 'admin-edi' },
  { path: 'admin/plan-documents', remote: 'platform_admin', screen: 'admin-plan-documents' },
  { path: 'admin/plan-eoi', remote: 'platform_admin', screen: 'admin-plan-eoi' },
  { path: 'admin/id-cards', remote: 'platform_admin', screen: 'admin-id-cards' },
];

/** Paths the shell itself owns; a landing slug can never be one of these or a route's first segment. */
export const SHELL_PATHS = ['404'] as const;
export const RESERVED_SLUGS: readonly string[] = [
  ...new Set([
    ...SHELL_PATHS,
    ...ROUTE_TABLE.map((r) => r.path.split('/')[0]).filter(Boolean),
    'api',
    'remotes',
    'assets',
    'tenant-assets',
    // The one-time 834 download links (apps/api modules/edi).
    'edi-files',
  ]),
];
