import { useState } from 'react';
import {
  useQuery,
  useQueryClient,
  type QueryClient,
  type FetchQueryOptions,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { callQueryOptions, getPlanCartQueryOptions } from '@bs/api-client';
import type { SectionOfTab } from '@bs/domain';
import type { TabName } from './wizard-tabs';

// What a step reads before its form can show (issue 31): started at the Next (or Back) that
// navigates to it, so the reads run while its chunk loads and mounts instead of after.

/** Reads started at the navigate into a step and not yet taken up by that step (one use each). */
const started = new Set<string>();
const FRESH = { staleTime: 0, gcTime: 0, refetchOnWindowFocus: false } as const;
// Long enough for a slow chunk to arrive and mount; a read never taken up is then dropped.
const WAIT_FOR_MOUNT = 60_000;

/** A call's query options (callQueryOptions): each read's own data type does not matter here. */
/**
 * A query key as one string, object keys sorted (as TanStack hashes keys). Not TanStack's own
 * hashKey: the shell's shared copy of react-query exports only what the shell itself uses.
 */
const keyOf = (key: QueryKey) =>
  JSON.stringify(key, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

type Read = { queryKey: QueryKey; queryFn?: unknown };
const fetchOf = (read: Read) => read as unknown as FetchQueryOptions;

const savedValues = (enrollmentId: string, column: SectionOfTab) =>
  callQueryOptions('get-enrollment-temp-info', { query: { enrollment_id: enrollmentId, column } });
const q = (enrollmentId: string) => ({ query: { enrollment_id: enrollmentId } });

/** The one read of the review: every section saved (get-review-sections). */
export const reviewSectionsOptions = (enrollmentId: string) =>
  callQueryOptions('get-review-sections', q(enrollmentId));

/**
 * Per step, the reads of what was saved (each visit reads them afresh: `fresh`) and the lists a
 * cached copy serves (`cached`). The steps' hooks read with exactly these options (same keys).
 */
export function stepReads(tab: TabName, enrollmentId: string): { fresh: Read[]; cached: Read[] } {
  const id = enrollmentId;
  switch (tab) {
    case 'primary_info':
      return {
        fresh: [callQueryOptions('get-form-fields-personal-info', q(id)), savedValues(id, 'primary_info')],
        cached: [],
      };
    case 'contact_info':
      return {
        fresh: [callQueryOptions('get-form-fields-contact-info', q(id)), savedValues(id, 'contact_info')],
        cached: [],
      };
    case 'employer_info':
      return {
        fresh: [callQueryOptions('get-form-fields-employer-info', q(id)), savedValues(id, 'employer_info')],
        cached: [],
      };
    case 'beneficiary_info':
      return {
        fresh: [callQueryOptions('get-form-fields-beneficiary-info', q(id))],
        cached: [callQueryOptions('get-beneficiary-relationships')],
      };
    case 'primary_health_info':
      return {
        fresh: [
          callQueryOptions('check-tab-required', {
            query: { enrollment_id: id, tab_name: 'primary_health_info' },
          }),
        ],
        cached: [],
      };
    case 'review_info':
      return { fresh: [reviewSectionsOptions(id)], cached: [getPlanCartQueryOptions(id)] };
    case 'agreement_info':
      return {
        fresh: [
          callQueryOptions('get-agreement-texts', q(id)),
          callQueryOptions('get-form-fields-agreement-info', q(id)),
          savedValues(id, 'aggrement_info'),
        ],
        cached: [],
      };
    case 'billing_info':
      return {
        fresh: [
          callQueryOptions('get-payment-method', q(id)),
          callQueryOptions('get-existing-card-info', q(id)),
          callQueryOptions('get-existing-bank-info', q(id)),
          savedValues(id, 'contact_info'),
        ],
        cached: [callQueryOptions('get-states'), getPlanCartQueryOptions(id)],
      };
    // The EOI step asks afresh whether it is still needed (the cart may have changed): its own reads.
    case 'eoi_info':
    case 'dependent_info':
      return { fresh: [], cached: [] };
  }
}

/**
 * Starts a step's reads as the wizard navigates to it. A copy left from an earlier visit is
 * dropped first: the step must wait for this read, never show older values while it runs.
 */
export function startStepReads(queryClient: QueryClient, tab: TabName, enrollmentId: string): void {
  const { fresh, cached } = stepReads(tab, enrollmentId);
  for (const read of fresh) {
    const key = keyOf(read.queryKey);
    queryClient.removeQueries({ queryKey: read.queryKey, exact: true });
    started.add(key);
    void queryClient.prefetchQuery({ ...fetchOf(read), ...FRESH, gcTime: WAIT_FOR_MOUNT });
    setTimeout(() => started.delete(key), WAIT_FOR_MOUNT);
  }
  for (const read of cached) void queryClient.prefetchQuery(fetchOf(read));
}

/**
 * A read of what was saved: the one started at the navigate into this step when there is one,
 * otherwise a new one (a reload, a link, Edit Details). Never a copy from an earlier visit: a
 * cached copy could show less than what was saved since.
 */
export function useFreshQuery<TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TKey>,
) {
  const queryClient = useQueryClient();
  const [prefetched] = useState(() => {
    if (started.delete(keyOf(options.queryKey))) return true;
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    return false;
  });
  return useQuery({ ...options, ...FRESH, refetchOnMount: !prefetched });
}
