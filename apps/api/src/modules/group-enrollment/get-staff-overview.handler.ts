import { OVERVIEW_FIRST, type OverviewWindow, type StaffOverview } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { authorize, mayAct } from '../../kernel/access/access';
import { invalid } from '../../http/errors';
import { todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { groupWindow } from '../../kernel/enrollment-windows/group-window';
import { requireGroup } from '../../kernel/people/people.repository';
import {
  eligibleByStatus,
  firstInProgress,
  groupsOfBook,
  groupsWithPlanYears,
  pendingEoiCases,
  pendingLifeEvents,
  recentQuotes,
} from './staff-overview.repository';

const STATE_ORDER = { open: 0, upcoming: 1, closed: 2 } as const;

/**
 * GET get-staff-overview (issue 32, ADR 0036): the home of a group's administrator (`group_id`)
 * or of a rep (`agent_id`, their book) in one read. The one access decision ('view-staff-overview')
 * answers first; the EOI count only for whom the table lets decide EOI cases there ('decide-eoi'
 * on a group, 'view-eoi-pending' on a book), so a group administrator never learns of them.
 */
export const getStaffOverview: Handler<'get-staff-overview'> = async ({ db, req, query }) => {
  const asked: { group_id: number } | { agent_id: number } | null =
    query.group_id != null
      ? { group_id: query.group_id }
      : query.agent_id != null
        ? { agent_id: query.agent_id }
        : null;
  // Who asks is decided before what is asked (ADR 0028): only the platform administrator gets past
  // it with neither id.
  const principal = await authorize({ req, db }, 'view-staff-overview', asked ?? {});
  if (!asked) throw invalid('group_id', 'This field is required.');
  const owner = asked;
  const groups =
    'group_id' in owner
      ? [await requireGroup(db, owner.group_id)].map((g) => ({ group_id: g.group_id, name: g.name }))
      : await groupsOfBook(db, owner.agent_id);
  const ids = groups.map((g) => g.group_id);

  const byStatus = new Map((await eligibleByStatus(db, ids)).map((r) => [r.status, r.n]));
  const n = (s: Parameters<typeof byStatus.get>[0]) => byStatus.get(s) ?? 0;
  const participation = {
    enrolled: n('enrolled'),
    waived: n('waived'),
    in_progress: n('in_progress'),
    invited: n('invited') + n('opened'),
    not_started: n('not_invited'),
    eligible: [...byStatus.values()].reduce((a, b) => a + b, 0),
  };

  const today = todayUtc();
  const names = new Map(groups.map((g) => [g.group_id, g.name]));
  const windows: OverviewWindow[] = [];
  for (const id of await groupsWithPlanYears(db, ids)) {
    const w = await groupWindow(db, id, today);
    if (w)
      windows.push({
        group_id: id,
        group_name: names.get(id) ?? '',
        state: w.state,
        opens_on: w.opens_on,
        closes_on: w.closes_on,
        days_left: w.days_left,
      });
  }
  // Open first, soonest end first; then the next to open; then the latest closed.
  windows.sort(
    (a, b) =>
      STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
      (a.state === 'closed'
        ? b.closes_on.localeCompare(a.closes_on)
        : a.closes_on.localeCompare(b.closes_on)),
  );

  const seesEoi = await mayAct(db, principal, 'group_id' in owner ? 'decide-eoi' : 'view-eoi-pending', owner);
  const first = await firstInProgress(db, ids);
  const quotes = principal.account_id == null ? [] : await recentQuotes(db, principal.account_id);
  return {
    scope: 'group_id' in owner ? 'group' : 'book',
    groups: groups.length,
    participation,
    windows: windows.slice(0, OVERVIEW_FIRST),
    in_progress: {
      count: participation.in_progress,
      first: first.map((r) => ({
        ...r,
        last_activity_at: r.last_activity_at ? new Date(r.last_activity_at).toISOString() : null,
      })),
    },
    life_events_pending: await pendingLifeEvents(db, ids),
    eoi_pending: seesEoi ? await pendingEoiCases(db, owner) : null,
    recent_quotes: quotes.map((q) => ({ ...q, sent_at: new Date(q.sent_at).toISOString() })),
  } satisfies StaffOverview;
};
