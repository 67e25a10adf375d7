import { useQuery } from '@tanstack/react-query';
import { getHeldPlansQueryOptions } from '@bs/api-client';
import { useSession } from '@bs/session';

export type Held = 'in_cart' | 'active';

/**
 * What this enrollment already holds, by plan id (get-held-plans): the cart's plans and the ones
 * active for its member. Empty without an enrollment. Every cart change invalidates it.
 */
export function useHeldPlans(): ReadonlyMap<number, Held> {
  const enrollmentId = useSession((s) => s.enrollmentId);
  const held = useQuery({ ...getHeldPlansQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
  return new Map((held.data?.plans ?? []).map((p) => [p.plan_id, p.held]));
}
