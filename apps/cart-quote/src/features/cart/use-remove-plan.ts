import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartPlan } from '@bs/contract';
import { apiCall, invalidateCart } from '@bs/api-client';

/** The remove confirmation (spec §4): Yes removes, then the cart, the badge and the totals reload. */
export function useRemovePlan(enrollmentId: string | null) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<CartPlan | null>(null);
  const removal = useMutation({
    mutationFn: (item: CartPlan) =>
      apiCall('remove-plan-from-cart', {
        query: {
          enrollment_id: enrollmentId ?? '',
          plan_id: item.plan_id,
          plan_pricing_id: item.plan_pricing_id,
        },
      }),
    onSuccess: async () => {
      await Promise.all([
        invalidateCart(queryClient),
        // What the cart holds decides the fee notice and the enrollment steps.
        queryClient.invalidateQueries({ queryKey: ['check-prudential-cart'] }),
        queryClient.invalidateQueries({ queryKey: ['get-dynamic-tabs'] }),
      ]);
      setTarget(null);
    },
  });
  return {
    target,
    ask: (item: CartPlan) => {
      removal.reset();
      setTarget(item);
    },
    cancel: () => setTarget(null),
    confirm: () => target && !removal.isPending && removal.mutate(target),
    pending: removal.isPending,
    error: removal.error,
  };
}
