import { describe, expect, it } from 'vitest';
import { staffAreaOf, staffHomeOf, staffRoleOf } from './staff-area';
import { currentItem, staffMenuOf } from './staff-menus';

const paths = (role: Parameters<typeof staffMenuOf>[0]) => staffMenuOf(role).map((i) => i.path);

describe('staff area', () => {
  it.each([
    ['/agent-home', 'staff'],
    ['/summit-benefits/group-home', 'staff'],
    ['/enrollment-board', 'staff'],
    ['/member-history/5001', 'staff'],
    ['/group-settings', 'staff'],
    ['/eoi-cases', 'staff'],
    ['/admin/tenants/summit-benefits', 'admin'],
    ['/acme/admin/edi', 'admin'],
    ['/', null],
    ['/plans', null],
    ['/cart', null],
    ['/member-home', null],
    ['/invitation/abc', null],
    ['/sign-in', null],
    ['/enrollment/personal', null],
  ])('%s is %s', (path, area) => {
    expect(staffAreaOf(path)).toBe(area);
  });

  it("gives a rep's and a group administrator's session their menu everywhere staff go, the console's to the platform", () => {
    expect(staffRoleOf('rep', 'staff')).toBe('rep');
    expect(staffRoleOf('group', 'admin')).toBe('group');
    expect(staffRoleOf(null, 'admin')).toBe('platform');
    expect(staffRoleOf('applicant', 'admin')).toBe('platform');
    expect(staffRoleOf(null, 'staff')).toBeNull();
    expect(staffRoleOf('applicant', 'staff')).toBeNull();
  });
});

describe('staff menu', () => {
  it('offers each role only what it may open, its home first', () => {
    expect(paths('rep')).toEqual([
      '/agent-home',
      '/enrollment-board',
      '/census',
      '/agent-select-member',
      '/reports',
      '/carrier-files',
      '/eoi-cases',
      '/group-settings',
      '/possible-duplicates',
      '/admin/tenants',
    ]);
    // 834 files hold SSNs: never a group administrator's ('download-edi').
    expect(paths('group')).not.toContain('/carrier-files');
    // Nor EOI cases: the carrier's decision is the rep's or the platform's ('view-eoi-pending').
    expect(paths('group')).not.toContain('/eoi-cases');
    expect(paths('group')).toContain('/group-select-member');
    expect(paths('platform')).toEqual([
      '/admin/tenants',
      '/admin/releases',
      '/admin/edi',
      '/admin/plan-documents',
      '/admin/plan-eoi',
      '/admin/id-cards',
      '/admin/reports',
      '/admin/history',
    ]);
    expect([staffHomeOf('rep'), staffHomeOf('group'), staffHomeOf('platform')]).toEqual([
      '/agent-home',
      '/group-home',
      '/admin/tenants',
    ]);
    // The header's homes (staff-area.ts) are the menus' first items (staff-menus.ts).
    for (const role of ['rep', 'group', 'platform'] as const)
      expect(staffHomeOf(role)).toBe(staffMenuOf(role)[0]!.path);
  });

  it('marks the item a page belongs to, the most precise one', () => {
    expect(currentItem(staffMenuOf('platform'), '/admin/tenants/summit-benefits')?.key).toBe('tenants');
    expect(currentItem(staffMenuOf('platform'), '/admin/edi')?.key).toBe('edi');
    expect(currentItem(staffMenuOf('rep'), '/Enrollment-Board/')?.key).toBe('board');
    expect(currentItem(staffMenuOf('rep'), '/member-history/5001')).toBeUndefined();
  });
});
