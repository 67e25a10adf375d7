import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallName } from '@bs/contract';
import { apiCall, type CallArgs } from './api-call';

/** Query keys start with the call name, so a whole call can be invalidated by its name. */
export const callKey = <N extends CallName>(name: N, args: CallArgs<N> = {}) => [name, args] as const;

/** react-query options for any GET call of the contract. */
export function callQueryOptions<N extends CallName>(name: N, args: CallArgs<N> = {}) {
  return queryOptions({
    queryKey: callKey(name, args),
    queryFn: ({ signal }) => apiCall(name, args, { signal }),
  });
}

export const getCartCountQueryOptions = (enrollmentId: string) =>
  callQueryOptions('get-cart-count', { query: { enrollment_id: enrollmentId } });
export const getPlanCartQueryOptions = (enrollmentId: string) =>
  callQueryOptions('get-plan-cart', { query: { enrollment_id: enrollmentId } });
/** The plans the enrollment holds (in its cart, or active for its member): the shop's flags. */
export const getHeldPlansQueryOptions = (enrollmentId: string) =>
  callQueryOptions('get-held-plans', { query: { enrollment_id: enrollmentId } });

/** After anything that changes the cart: the badge and every cart view refetch (DESIGN §2). */
export async function invalidateCart(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['get-cart-count'] }),
    queryClient.invalidateQueries({ queryKey: ['get-plan-cart'] }),
    queryClient.invalidateQueries({ queryKey: ['get-held-plans'] }),
  ]);
}
