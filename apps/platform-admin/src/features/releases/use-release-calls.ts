import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQueryOptions } from '@bs/api-client';
import type {
  ActivateReleaseBody,
  PinReleaseBody,
  RollbackReleaseBody,
  RolloutReleaseBody,
} from '@bs/contract';

/** The release list's query (every remote); mutations refresh it by its key. */
export const releasesQuery = () => callQueryOptions('list-releases');

type Change =
  | { call: 'activate-release'; body: ActivateReleaseBody }
  | { call: 'pin-release'; body: PinReleaseBody }
  | { call: 'rollout-release'; body: RolloutReleaseBody }
  | { call: 'rollback-release'; body: RollbackReleaseBody };

/** One change of what is live (activate, pin, roll out, roll back); the list refetches after it. */
export function useReleaseChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: Change) => apiCall(c.call, { body: c.body } as never),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releasesQuery().queryKey }),
  });
}
