import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';

/** The effective date shown: the visitor's choice, else the stored one, else the first offered. */
export function pickEffectiveDate(
  offered: readonly string[],
  selected: string | null | undefined,
  chosen: string | null,
): string | null {
  if (chosen && offered.includes(chosen)) return chosen;
  if (selected && offered.includes(selected)) return selected;
  return offered[0] ?? null;
}

/**
 * The cart priced at the effective date (ages, so prices, depend on it), and the dates offered.
 * The cart waits for the dates, so a first visit loads it once, already at the right date.
 */
export function useCartData(enrollmentId: string | null) {
  const [chosen, setChosen] = useState<string | null>(null);
  const dates = useQuery({
    ...callQueryOptions('get-cart-effective-dates', { query: { enrollment_id: enrollmentId ?? '' } }),
    enabled: !!enrollmentId,
  });
  const offered = dates.data?.result ?? [];
  const effectiveDate = pickEffectiveDate(offered, dates.data?.selected, chosen);
  const cart = useQuery({
    ...callQueryOptions('get-plan-cart', {
      query: { enrollment_id: enrollmentId ?? '', effective_date: effectiveDate ?? undefined },
    }),
    enabled: !!enrollmentId && !dates.isPending,
    // Changing the date keeps the rows on screen while the new prices load.
    placeholderData: keepPreviousData,
  });
  return {
    cart,
    dates: offered,
    /** The one date offered is the day coverage starts through the employee's window (ADR 0034). */
    window: dates.data?.window,
    effectiveDate,
    setEffectiveDate: setChosen,
    loading: !!enrollmentId && (dates.isPending || cart.isPending),
    repricing: cart.isPlaceholderData && cart.isFetching,
  };
}
