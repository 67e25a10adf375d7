import {
  BOARD_PAGE_SIZE,
  CENSUS_STATUSES,
  type BoardRow,
  type CensusStatus,
  type EnrollmentBoard,
  type ShopPay,
} from '@bs/contract';
import type { Queryable } from '../../db';
import { heldPay, optionRatesOf } from '../../kernel/pay/coverage-prices';
import { payTermsOf } from '../../kernel/pay/pay-terms.repository';
import { shopPayTotal } from '../../kernel/pay/shop-pay';
import { requireGroup } from '../../kernel/people/people.repository';
import {
  boardCounts,
  findBoardPage,
  findEnrolledPlans,
  type BoardDbRow,
  type BoardPlanRow,
  type BoardFilter,
} from './board.repository';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/**
 * Each employee's monthly total also per paycheck when the group has a pay schedule (ADR 0033):
 * the sum of the coverages' deductions, as the shop showed them; the group's terms and the
 * elected options' rates are read once for the page.
 */
async function boardPay(db: Queryable, groupId: number, plans: BoardPlanRow[]) {
  const none = (_: BoardPlanRow[]): ShopPay | undefined => undefined;
  if (!plans.length) return none;
  const terms = await payTermsOf(db, groupId);
  if (!terms.schedules.length) return none;
  const ppids = [...new Set(plans.flatMap((p) => (p.ppid == null ? [] : [p.ppid])))];
  const options = new Map((await optionRatesOf(db, ppids)).map((o) => [o.ppid, o]));
  return (mine: BoardPlanRow[]) =>
    shopPayTotal(mine.map((p) => heldPay(terms, p, p.ppid == null ? undefined : options.get(p.ppid))));
}

/** Board rows as the contract answers them, each with its completed enrollment's plans and total. */
export async function toBoardRows(db: Queryable, groupId: number, rows: BoardDbRow[]): Promise<BoardRow[]> {
  const enrolled = rows
    .filter((r) => r.status === 'enrolled' && r.enrollment_id)
    .map((r) => r.enrollment_id!);
  const plans = await findEnrolledPlans(db, enrolled);
  const payOf = await boardPay(db, groupId, plans);
  return rows.map((r) => {
    const mine = r.status === 'enrolled' ? plans.filter((p) => p.enrollment_id === r.enrollment_id) : [];
    const pay = mine.length ? payOf(mine) : undefined;
    return {
      census_id: r.census_id,
      employee_id: r.employee_id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      lang: r.lang,
      eligible: r.eligible,
      status: r.status,
      invited_at: iso(r.invited_at),
      last_reminded_at: iso(r.last_reminded_at),
      opened_at: iso(r.opened_at),
      waived_at: iso(r.waived_at),
      waive_reason: r.waive_reason,
      last_activity_at: iso(r.last_activity_at),
      link_live: r.link_live,
      plans: mine.map((p) => ({ plan_name: p.plan_name, monthly_cents: p.monthly_cents })),
      monthly_cents: mine.reduce((sum, p) => sum + p.monthly_cents, 0),
      ...(pay && { pay }),
    };
  });
}

/** Invited and not finished: what a reminder (and a revocation) applies to. */
const PENDING: CensusStatus[] = ['invited', 'opened', 'in_progress'];

/** One page of the board with the census's counts per status and its participation. */
export async function buildBoard(db: Queryable, f: BoardFilter, page: number): Promise<EnrollmentBoard> {
  const group = await requireGroup(db, f.groupId);
  const counts = Object.fromEntries(CENSUS_STATUSES.map((s) => [s, 0])) as Record<CensusStatus, number>;
  const participation = { enrolled: 0, waived: 0, eligible: 0 };
  // Whom "Invite everyone" and "Remind everyone" reach (findInvitationTargets' rules), so the
  // board can say the real number before it sends and offer Remind only when someone waits.
  const reach = { invite: 0, remind: 0 };
  for (const c of await boardCounts(db, f.groupId)) {
    counts[c.status] += c.n;
    if (!c.eligible) continue;
    participation.eligible += c.n;
    if (c.status === 'not_invited') reach.invite += c.n;
    if (PENDING.includes(c.status)) reach.remind += c.n;
    if (c.status === 'enrolled') participation.enrolled += c.n;
    if (c.status === 'waived') participation.waived += c.n;
  }
  // Without a search the counts already say how many rows match: one scan of the census less.
  const known = f.search
    ? undefined
    : f.status
      ? counts[f.status]
      : Object.values(counts).reduce((a, n) => a + n, 0);
  const { rows, total } = await findBoardPage(db, f, (page - 1) * BOARD_PAGE_SIZE, BOARD_PAGE_SIZE, known);
  return {
    group_id: group.group_id,
    group_name: group.name,
    rows: await toBoardRows(db, f.groupId, rows),
    total,
    page,
    per_page: BOARD_PAGE_SIZE,
    counts,
    participation,
    reach,
  };
}
