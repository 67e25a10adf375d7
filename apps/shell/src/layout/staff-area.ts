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

/**
 * The role's home: where the brand link goes from a staff or console page. The first item of the
 * role's menu (staff-menus.ts; a test keeps the two in step): the menus load with the staff menu's
 * chunk, this stays in the header, which an anonymous visitor's landing also runs.
 */
const HOMES: Record<StaffRole, string> = {
  rep: '/agent-home',
  group: '/group-home',
  platform: '/admin/tenants',
};

export const staffHomeOf = (role: StaffRole): string => HOMES[role];
