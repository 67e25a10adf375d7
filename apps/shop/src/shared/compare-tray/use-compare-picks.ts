import { COMPARE_MAX } from '@bs/contract/compare-limits';
import { sessionStore, useSession, type ComparedPlanPick } from '@bs/session';

export type TogglePick = 'added' | 'removed' | 'full';

/**
 * The compare tray's plans, kept in the session store (so they stay across pages and reloads, and
 * every screen of every remote sees the same list). At most COMPARE_MAX: a fifth is refused
 * ('full') and the caller says why.
 */
export function useComparePicks() {
  const picks = useSession((s) => s.compare_plans);
  const set = (next: ComparedPlanPick[]) => sessionStore.getState().set({ compare_plans: next });
  const has = (planId: number) => picks.some((p) => p.plan_id === planId);
  const toggle = (plan: ComparedPlanPick): TogglePick => {
    const current = sessionStore.getState().compare_plans;
    if (current.some((p) => p.plan_id === plan.plan_id)) {
      set(current.filter((p) => p.plan_id !== plan.plan_id));
      return 'removed';
    }
    if (current.length >= COMPARE_MAX) return 'full';
    set([...current, { plan_id: plan.plan_id, plan_name: plan.plan_name }]);
    return 'added';
  };
  const remove = (planId: number) =>
    set(sessionStore.getState().compare_plans.filter((p) => p.plan_id !== planId));
  return { picks, has, toggle, remove, clear: () => set([]) };
}
