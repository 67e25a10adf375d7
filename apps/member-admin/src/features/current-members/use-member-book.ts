import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberPage } from '@bs/contract';
import { apiCall, callKey } from '@bs/api-client';

export type BookKind = 'agent' | 'group';

/** get-agent-members / get-group-users query options: one page of a book, searched on the server. */
export function memberBookQueryOptions(kind: BookKind, ownerId: number, search: string, page: number) {
  const name = kind === 'agent' ? 'get-agent-members' : 'get-group-users';
  const query = kind === 'agent' ? { agent_id: ownerId, search, page } : { group_id: ownerId, search, page };
  return queryOptions<MemberPage>({
    queryKey: callKey(name, { query }),
    queryFn: ({ signal }) =>
      kind === 'agent'
        ? apiCall('get-agent-members', { query: { agent_id: ownerId, search, page } }, { signal })
        : apiCall('get-group-users', { query: { group_id: ownerId, search, page } }, { signal }),
  });
}

/** The page being shown stays on screen while the next one loads (no flash of an empty table). */
export function useMemberBook(kind: BookKind, ownerId: number | null, search: string, page: number) {
  return useQuery({
    ...memberBookQueryOptions(kind, ownerId ?? 0, search, page),
    enabled: ownerId != null,
    placeholderData: keepPreviousData,
  });
}
