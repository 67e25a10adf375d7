import type { StaffRole } from './staff-area';

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
