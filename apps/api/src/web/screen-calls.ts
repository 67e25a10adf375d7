import { listingOwner } from '@bs/domain';
import { routeForPath } from '@bs/mf';
import { menuCall, type StartupCall } from './boot-call';

/** The store a first visit shops in: the landing page's, else the deployment's default store. */
export interface StoreBindings {
  agent_id?: number | null;
  group_id?: number | null;
}

/**
 * What the plans listing and the plan detail read first, for a first visit (no enrollment yet),
 * in the shape apps/shop keys them. In the page, these screens render once with their data
 * instead of mounting, starting a request per read and rendering again as each answer arrives
 * (on /plans: the menu, then one call per category, each a render of the listing). `menu` is the
 * owner's menu once answered: the listing then asks for each category's plans. A returning
 * visitor (an enrollment in local storage) asks for other keys, and these answers go unused.
 */
export function screenCalls(
  pathname: string,
  search: string,
  bindings: StoreBindings | undefined,
  menu?: string[],
): StartupCall[] {
  const screen = routeForPath(pathname)?.entry.screen;
  if ((screen !== 'plans' && screen !== 'plan-detail') || !bindings) return [];
  // A first visit shops as an applicant (start-up makes them one): the shop's own rule.
  const owner = listingOwner({
    eprocess: 'applicant',
    agentId: bindings.agent_id,
    groupId: bindings.group_id,
  });
  // The "enrolling under" line of both screens (apps/shop enrolling-under.tsx).
  const under: StartupCall[] =
    typeof bindings.group_id === 'number'
      ? [{ name: 'get-group-agent-member-info', args: { query: { group_id: bindings.group_id } } }]
      : [];
  if (screen === 'plan-detail') {
    const id = Number(/\/plan\/([^/]+)/i.exec(pathname)?.[1]);
    if (!Number.isInteger(id) || id <= 0) return [];
    // Not its pricing (enrollmentIdError before quote basics): that call is named by its module
    // only (the calls budget, ADR 0030); the page asks for it as the plan paints.
    return [...under, { name: 'get-plan-detail', args: { params: { id } } }];
  }
  if (!owner) return under;
  if (!menu) return [...under, menuCall(owner.plansFor, owner.plansId)];
  // A menu link (?type=) selects one category; otherwise every category of the menu is listed.
  const type = new URLSearchParams(search).get('type');
  return (type ? [type] : menu).map((category) => ({
    name: 'get-menu-filtered-plans',
    args: { query: { category, plansId: owner.plansId, plansFor: owner.plansFor } },
  }));
}
