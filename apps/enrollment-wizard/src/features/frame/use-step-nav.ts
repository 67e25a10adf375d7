import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '@bs/session';
import { useStorePath } from '@bs/ui';
import { backPath, nextPath } from './wizard-nav';
import type { TabName } from './wizard-tabs';

/**
 * Back and Next of one step. Next is called after the step saved: a stored navto marker sends the
 * person back to review-confirm once and is cleared (wizard §2).
 */
export function useStepNav(tab: TabName) {
  const navigate = useNavigate();
  const to = useStorePath();
  const next = useCallback(() => {
    const { nav_array, navto } = sessionStore.getState();
    const path = nextPath(nav_array, tab, navto);
    if (navto) sessionStore.getState().set({ navto: null });
    navigate(to(path));
  }, [navigate, to, tab]);
  const back = useCallback(() => {
    navigate(to(backPath(sessionStore.getState().nav_array, tab)));
  }, [navigate, to, tab]);
  return { next, back };
}
export type StepNav = ReturnType<typeof useStepNav>;
