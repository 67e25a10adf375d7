import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQueryOptions } from '@bs/api-client';
import type { DecideEoiCaseBody } from '@bs/contract';

/**
 * get-eoi-pending: a rep names their own book; the platform administrator (no agent in the
 * session) asks for every book's cases. The server decides who may (ADR 0035).
 */
export const eoiPendingQueryOptions = (agentId: number | null) =>
  callQueryOptions('get-eoi-pending', { query: agentId == null ? {} : { agent_id: agentId } });

export const useEoiPending = (agentId: number | null) => useQuery(eoiPendingQueryOptions(agentId));

/** decide-eoi-case; the list is read again afterwards (the decided case leaves it). */
export function useDecideEoiCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideEoiCaseBody) => apiCall('decide-eoi-case', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['get-eoi-pending'] }),
  });
}

/** Whole dollars of cover as the reader writes money, without cents ("$150,000"). */
export const dollars = (amount: number, format: (n: number) => string) => format(amount).replace(/\.00$/, '');
