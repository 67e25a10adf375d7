import { routeForPath } from '@bs/mf';

/**
 * Which chrome a route wears (issue 32, ADR 0036): the shop's pages carry the category menu; the
 * staff pages of member-admin and the console's pages carry the staff menu instead. Decided from
 * the route table's screen ids, so the shell knows no remote's code (DESIGN §2).
 */
export type StaffRole = 'rep' | 'group' | 'platform';
export type StaffArea = 'staff' | 'admin';

const STAFF_SCREENS: ReadonlySet<string> = new Set([
  'agent-home',
  'ben-advance-home',
  'website',
  'group-home',
  'agent-select-member',
  'group-select-member',
  'member-history',
  'enrollment-history',
  'enrollment-board',
  'carrier-files',
  'census',
  'reports',
  'possible-duplicates',
  'group-settings',
  'eoi-cases',
]);

/** The area of a URL path: 'admin' (the console), 'staff' (a rep's or group's page) or null (the store). */
export function staffAreaOf(pathname: string): StaffArea | null {
  const route = routeForPath(pathname);
  if (!route) return null;
  if (route.entry.remote === 'platform_admin') return 'admin';
  return route.entry.remote === 'member_admin' && STAFF_SCREENS.has(route.entry.screen) ? 'staff' : null;
}

/**
 * The role whose menu a session sees: a rep's or a group administrator's (the spec's eprocess);
 * in the console anyone else sees the console's (a platform administrator keeps no eprocess of
 * their own, and start-up gives a session without one the default store's 'applicant'). The
 * console's guard and the server still decide who may use it.
 */
export function staffRoleOf(eprocess: string | null, area: StaffArea): StaffRole | null {
  if (eprocess === 'rep' || eprocess === 'group') return eprocess;
  return area === 'admin' ? 'platform' : null;
}

export type StaffMenuKey =
  | 'home'
  | 'board'
  | 'census'
  | 'members'
  | 'reports'
  | 'carrierFiles'
  | 'settings'
  | 'duplicates'
  | 'store'
  | 'tenants'
  | 'releases'
  | 'edi'
  | 'history'
  | 'eoi'
  | 'planDocuments'
  | 'planEoi'
  | 'idCards';
export type StaffMenuItem = { key: StaffMenuKey; path: string };

/**
 * What each role may open, in the order they use it. Only pages the access table lets the role
 * read: a group's administrator has no carrier files (834s hold SSNs, 'download-edi'); the
 * console's releases, EDI set-up and history are the platform administrator's. "Our store" is
 * the branding a rep or a group administrator may change ('brand-tenant').
 */
const MENUS: Record<StaffRole, StaffMenuItem[]> = {
  rep: [
    { key: 'home', path: '/agent-home' },
    { key: 'board', path: '/enrollment-board' },
    { key: 'census', path: '/census' },
    { key: 'members', path: '/agent-select-member' },
    { key: 'reports', path: '/reports' },
    { key: 'carrierFiles', path: '/carrier-files' },
    // Cover pending evidence in the rep's book ('view-eoi-pending'; a group administrator has none).
    { key: 'eoi', path: '/eoi-cases' },
    { key: 'settings', path: '/group-settings' },
    { key: 'duplicates', path: '/possible-duplicates' },
    { key: 'store', path: '/admin/tenants' },
  ],
  group: [
    { key: 'home', path: '/group-home' },
    { key: 'board', path: '/enrollment-board' },
    { key: 'census', path: '/census' },
    { key: 'members', path: '/group-select-member' },
    { key: 'reports', path: '/reports' },
    { key: 'settings', path: '/group-settings' },
    { key: 'duplicates', path: '/possible-duplicates' },
    { key: 'store', path: '/admin/tenants' },
  ],
  platform: [
    { key: 'tenants', path: '/admin/tenants' },
    { key: 'releases', path: '/admin/releases' },
    { key: 'edi', path: '/admin/edi' },
    { key: 'planDocuments', path: '/admin/plan-documents' },
    { key: 'planEoi', path: '/admin/plan-eoi' },
    { key: 'idCards', path: '/admin/id-cards' },
    { key: 'reports', path: '/admin/reports' },
    { key: 'history', path: '/admin/history' },
  ],
};

export const staffMenuOf = (role: StaffRole): readonly StaffMenuItem[] => MENUS[role];

/** The item the page below the landing slug belongs to (the longest path that holds it). */
export function currentItem(items: readonly StaffMenuItem[], below: string): StaffMenuItem | undefined {
  const path = below.toLowerCase().replace(/\/+$/, '') || '/';
  return items
    .filter((i) => path === i.path.toLowerCase() || path.startsWith(`${i.path.toLowerCase()}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** The role's home: where the brand link goes from a staff or console page. */
export const staffHomeOf = (role: StaffRole): string => MENUS[role][0]!.path;
