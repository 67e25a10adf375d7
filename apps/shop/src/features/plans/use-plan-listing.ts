import { useEffect, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import type { ListingPlan } from '@bs/contract';
import { listingOwner } from '@bs/domain';
import { getSession, sessionStore, useSession } from '@bs/session';
import {
  filterFieldsQueryOptions,
  filteredPlansQueryOptions,
  menuFilteredPlansQueryOptions,
} from '../../api/listing-queries';

export interface PlanListing {
  categories: string[];
  selected: string[];
  setSelected: (next: string[]) => void;
  plans: ListingPlan[];
  loading: boolean;
  failed: boolean;
  /** The last selection had no plans (it was cleared: spec "No Plans are available for your selection"). */
  noneForSelection: boolean;
}

/** Where a visitor without quote basics shops: the rep's store, else the group's (spec §7). */
function useStoreOwner() {
  const eprocess = useSession((s) => s.eprocess);
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const groupId = useSession((s) => s.group_id);
  return listingOwner({ eprocess, agentId, groupId });
}

/** Category filter state and the plans it selects (get-filtered-plans, or menu plans before a quote). */
export function usePlanListing(initial: string[]): PlanListing {
  const enrollmentId = useSession((s) => s.enrollmentId);
  const owner = useStoreOwner();
  const [selected, setSelectedState] = useState(initial);
  const [noneForSelection, setNone] = useState(false);

  const fields = useQuery({ ...filterFieldsQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
  const groupMenu = useQuery({
    ...callQueryOptions('get-group-menu', { query: { group_id: owner?.plansId ?? 0 } }),
    enabled: !enrollmentId && owner?.plansFor === 'group',
  });
  const agentMenu = useQuery({
    ...callQueryOptions('get-agent-menu', { query: { agent_id: owner?.plansId ?? 0 } }),
    enabled: !enrollmentId && owner?.plansFor === 'agent',
  });
  const menu = owner?.plansFor === 'group' ? groupMenu : agentMenu;
  const categories: string[] = enrollmentId ? (fields.data?.result.categories ?? []) : (menu.data ?? []);

  const filtered = useQuery({
    ...filteredPlansQueryOptions(enrollmentId ?? '', selected),
    enabled: !!enrollmentId,
  });
  const menuKeys = selected.length ? selected : categories;
  const byMenu = useQueries({
    queries: menuKeys.map((c) => ({
      ...menuFilteredPlansQueryOptions(c, owner?.plansId ?? 0, owner?.plansFor ?? 'agent'),
      enabled: !enrollmentId && !!owner,
    })),
  });

  const plans = enrollmentId ? (filtered.data?.plans ?? []) : byMenu.flatMap((q) => q.data?.plans ?? []);
  const loading = enrollmentId
    ? filtered.isPending
    : !!owner && (menu.isPending || byMenu.some((q) => q.isPending));
  const failed = enrollmentId ? filtered.isError : byMenu.some((q) => q.isError);
  const settled = !loading && !failed;

  // A selection with no plans is cleared (spec §4), and says so until the next change.
  useEffect(() => {
    if (settled && selected.length > 0 && plans.length === 0) {
      setNone(true);
      setSelectedState([]);
    }
  }, [settled, selected.length, plans.length]);

  const setSelected = (next: string[]) => {
    setNone(false);
    setSelectedState(next);
    const remembered = getSession().menuSelectedItem;
    if (remembered && !next.includes(remembered.key)) sessionStore.getState().set({ menuSelectedItem: null });
  };

  return { categories, selected, setSelected, plans, loading, failed, noneForSelection };
}
