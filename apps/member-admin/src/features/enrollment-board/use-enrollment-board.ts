import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CensusStatus, EnrollmentBoard, SendInvitationsBody } from '@bs/contract';
import { apiCall, callKey } from '@bs/api-client';

export type BoardParams = { groupId: number; search: string; status?: CensusStatus; page: number };

const queryOf = (p: BoardParams) => ({
  group_id: p.groupId,
  search: p.search,
  status: p.status,
  page: p.page,
});

/** get-enrollment-board query options: one page of the group's census, searched and filtered on the server. */
export function enrollmentBoardQueryOptions(p: BoardParams) {
  return queryOptions<EnrollmentBoard>({
    queryKey: callKey('get-enrollment-board', { query: queryOf(p) }),
    queryFn: ({ signal }) => apiCall('get-enrollment-board', { query: queryOf(p) }, { signal }),
  });
}

/** The page on screen stays while the next loads (no flash of an empty table). */
export function useEnrollmentBoard(p: BoardParams | null) {
  return useQuery({
    ...enrollmentBoardQueryOptions(p ?? { groupId: 0, search: '', page: 1 }),
    enabled: p != null,
    placeholderData: keepPreviousData,
  });
}

/** Revokes one employee's live links; the board is read again after. */
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { group_id: number; census_id: number }) => apiCall('revoke-invitation', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: callKey('get-enrollment-board', {}).slice(0, 1) }),
  });
}

/** Invite or remind; the board of the group (every page and filter) is read again after. */
export function useSendInvitations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInvitationsBody) => apiCall('send-invitations', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: callKey('get-enrollment-board', {}).slice(0, 1) }),
  });
}
