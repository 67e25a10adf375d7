import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { sessionStore, useSession } from '@bs/session';
import { knownTabs, requiredTabs } from '../../shared/step-kit/wizard-nav';
import type { TabName } from '../../shared/step-kit/wizard-tabs';

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The wizard's steps for this enrollment. The stored nav_array answers at once (after a reload or
 * continue-by-code it may be missing), and get-dynamic-tabs refreshes it: the cart may have
 * changed since checkout.
 */
export function useWizardTabs(enrollmentId: string) {
  const stored = useSession((s) => s.nav_array);
  const query = useQuery({
    ...callQueryOptions('get-dynamic-tabs', { query: { enrollment_id: enrollmentId } }),
    staleTime: 0,
  });
  const fresh = useMemo(() => (query.data ? requiredTabs(query.data.result) : null), [query.data]);

  useEffect(() => {
    if (fresh && !same(fresh, sessionStore.getState().nav_array))
      sessionStore.getState().set({ nav_array: fresh });
  }, [fresh]);

  const tabs: TabName[] = fresh ?? knownTabs(stored);
  return {
    tabs,
    /** True once the server's list is in: only then may a step outside it be redirected. */
    confirmed: fresh !== null,
    loading: query.isPending && tabs.length === 0,
    error: query.isError && tabs.length === 0 ? query.error : null,
    retry: () => void query.refetch(),
  };
}
