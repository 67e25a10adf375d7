import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import { sessionStore } from '@bs/session';
import { useStorePath } from '@bs/ui';
import { backPath, nextPath, RECEIPT_PATH } from './wizard-nav';
import { tabOfSlug, type TabName } from './wizard-tabs';
import { startStepReads } from './step-reads';

/**
 * Back and Next of one step. Next is called after the step saved: a stored navto marker sends the
 * person back to review-confirm once and is cleared (wizard §2). After the LAST tab of nav_array
 * the enrollment is completed (complete-enrollment, idempotent on the server) before the receipt
 * shows; a failure throws so the step can say so and stay.
 */
export function useStepNav(tab: TabName) {
  const navigate = useNavigate();
  const to = useStorePath();
  const queryClient = useQueryClient();
  // The step the path opens reads what it needs from now on, while its chunk loads and mounts.
  const go = useCallback(
    (path: string) => {
      const target = tabOfSlug(path.split('/').pop());
      const { enrollmentId } = sessionStore.getState();
      if (target && enrollmentId) startStepReads(queryClient, target, enrollmentId);
      navigate(to(path));
    },
    [navigate, to, queryClient],
  );
  const next = useCallback(async () => {
    const { nav_array, navto, enrollmentId } = sessionStore.getState();
    const path = nextPath(nav_array, tab, navto);
    if (path === RECEIPT_PATH && enrollmentId)
      await apiCall('complete-enrollment', { body: { enrollment_id: enrollmentId } });
    if (navto) sessionStore.getState().set({ navto: null });
    go(path);
  }, [go, tab]);
  const back = useCallback(() => {
    go(backPath(sessionStore.getState().nav_array, tab));
  }, [go, tab]);
  return { next, back };
}
export type StepNav = ReturnType<typeof useStepNav>;
