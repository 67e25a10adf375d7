import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callKey, callQueryOptions } from '@bs/api-client';
import type { PossibleDuplicateList } from '@bs/contract';

export type Review = 'merge' | 'keep';

/** The open pairs of the signed-in rep's book or group administrator's group (ADR 0024). */
export const possibleDuplicatesQuery = () => callQueryOptions('list-possible-duplicates');

export function usePossibleDuplicates(enabled: boolean) {
  return useQuery({ ...possibleDuplicatesQuery(), enabled });
}

/**
 * Merge a pair or keep it separate. Whatever the answer (done, or already reviewed by someone
 * else), the pair leaves the list at once and the list is asked again, so the screen and the
 * homes' counts never offer a decision that can no longer be taken.
 */
export function useReviewDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, duplicateId }: { review: Review; duplicateId: number }) =>
      apiCall(review === 'merge' ? 'merge-possible-duplicate' : 'keep-possible-duplicate-separate', {
        body: { duplicate_id: duplicateId },
      }),
    onSettled: async (_data, error, { duplicateId }) => {
      const status = (error as { status?: number } | null)?.status;
      if (!error || status === 409)
        queryClient.setQueryData<PossibleDuplicateList>(
          callKey('list-possible-duplicates'),
          (list) => list && { result: list.result.filter((p) => p.duplicate_id !== duplicateId) },
        );
      await queryClient.invalidateQueries({ queryKey: ['list-possible-duplicates'] });
    },
  });
}
