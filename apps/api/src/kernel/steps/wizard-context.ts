import type { DynamicTab } from '@bs/contract';
import type { Queryable } from '../../db';
import { invalid } from '../../http/errors';
import { dynamicTabs } from '../cart/dynamic-tabs';
import { requireEnrollment, type EnrollmentRow } from '../enrollment/enrollment.repository';
import { cartLines } from '../cart/cart.repository';
import { findMemberProfile, type MemberProfile } from '../enrollment/existing-member.repository';
import { findInvitedPerson, type InvitedPerson } from '../census/invited-person';
import { pendingEoiPlans } from '../eoi/pending-eoi';

export type TabName = DynamicTab['tab_name'];

/** Categories whose plans ask about prior coverage (waiting periods depend on it). */
const PRIOR_COVERAGE_CATEGORIES = new Set(['medical', 'limitedmed', 'dental']);

export type WizardContext = {
  e: EnrollmentRow;
  /** The dynamic tabs' rule (DESIGN §4): which steps this enrollment has. */
  tabs: Record<TabName, boolean>;
  /** The cart's plans whose election leaves an amount pending evidence (the EOI step, ADR 0039). */
  eoiPlans: number[];
  /** Weight and height are asked with the health questions (an underwritten plan in the cart). */
  asksBody: boolean;
  asksPriorCoverage: boolean;
  /** The existing member the enrollment is for (type existing-member), if any. */
  member: MemberProfile | undefined;
  existing: boolean;
  /** The census row of an enrollment started from an invitation (type new-group-member), if any. */
  invited: InvitedPerson | undefined;
};

export const isExistingType = (type: string | null) =>
  type === 'existing-member' || type === 'existing' || type === 'existing-user';

/**
 * Everything a step's rules depend on, read once: the enrollment (locked with forUpdate inside
 * a transaction), its cart, tier and member. Field definitions, saves and check-tab-required
 * all decide from this, so they never disagree with get-dynamic-tabs.
 */
export async function wizardContext(db: Queryable, id: string, forUpdate = false): Promise<WizardContext> {
  const e = await requireEnrollment(db, id, forUpdate);
  const cart = await cartLines(db, e.enrollment_id);
  const eoiPlans = await pendingEoiPlans(db, e, cart);
  const tabs = Object.fromEntries(
    dynamicTabs(e.filter_info.tier, cart, eoiPlans.length > 0).map((t) => [t.tab_name, t.required === 1]),
  ) as Record<TabName, boolean>;
  const existing = isExistingType(e.type);
  const member = existing && e.user_id != null ? await findMemberProfile(db, e.user_id) : undefined;
  const invited = e.type === 'new-group-member' ? await findInvitedPerson(db, e.enrollment_id) : undefined;
  return {
    e,
    tabs,
    eoiPlans,
    asksBody: tabs.primary_health_info,
    asksPriorCoverage: cart.some((l) => PRIOR_COVERAGE_CATEGORIES.has(l.category)),
    member,
    existing,
    invited,
  };
}

/** A step that this enrollment does not have cannot be saved (nothing is kept that is not needed). */
export function requireTab(ctx: WizardContext, tab: TabName, message: string): void {
  if (!ctx.tabs[tab]) throw invalid('enrollment_id', message);
}

/** The saved section, or undefined. */
export const sectionOf = <T>(ctx: WizardContext, name: string): T | undefined =>
  (ctx.e.sections[name] ?? undefined) as T | undefined;
