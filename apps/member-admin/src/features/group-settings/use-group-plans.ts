import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import type { CategoryKey } from '@bs/contract';

/**
 * The plans a group's store offers in one category (get-menu-filtered-plans, the store's own menu
 * read): the contribution form's plan picker offers exactly what the group's employees can buy.
 */
export const groupPlansQueryOptions = (groupId: number, category: CategoryKey) =>
  callQueryOptions('get-menu-filtered-plans', { query: { category, plansId: groupId, plansFor: 'group' } });

export const useGroupPlans = (groupId: number, category: CategoryKey, enabled: boolean) =>
  useQuery({ ...groupPlansQueryOptions(groupId, category), enabled });
