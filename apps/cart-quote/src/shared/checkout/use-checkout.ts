import { useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQueryOptions } from '@bs/api-client';
import { sessionStore } from '@bs/session';
import { firstErrorMessage, mapFieldErrors, useStorePath } from '@bs/ui';
import { captureCart, saveCartScreenshot } from './cart-screenshot';
import { requiredTabNames } from '@bs/domain';

export interface UseCheckoutOptions {
  enrollmentId: string;
  effectiveDate: string | null;
  /** The cart as shown, pictured for the server at checkout. */
  cartRef: RefObject<HTMLElement | null>;
  /** The Effective Date select, focused when the server refuses the date. */
  dateRef: RefObject<HTMLSelectElement | null>;
}

/**
 * Proceed to Checkout (spec §4): load the enrollment steps, confirm the effective date, post the
 * checkout, mark the enrollment new and go to personal info. One request at a time.
 */
export function useCheckout({ enrollmentId, effectiveDate, cartRef, dateRef }: UseCheckoutOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useStorePath();
  const [confirming, setConfirming] = useState(false);
  const [dateError, setDateError] = useState<string | null>(null);
  const capture = useRef<Promise<string | null>>(Promise.resolve(null));

  const tabs = useMutation({
    mutationFn: () =>
      queryClient.fetchQuery({
        ...callQueryOptions('get-dynamic-tabs', { query: { enrollment_id: enrollmentId } }),
        staleTime: 0,
      }),
    onSuccess: (data) => {
      sessionStore.getState().set({ nav_array: requiredTabNames(data.result) });
      setConfirming(true);
      // Pictured while the visitor reads the confirmation, so Proceed never waits for it.
      capture.current = captureCart(cartRef.current).catch((err: unknown) => {
        console.warn('[cart-quote] cart screenshot failed', err);
        return null;
      });
    },
  });

  const checkout = useMutation({
    mutationFn: () =>
      apiCall('cart-checkout', {
        body: { enrollment_id: enrollmentId, effective_date: effectiveDate ?? '' },
      }),
    onSuccess: () => {
      sessionStore.getState().set({ enrollment: 'new_enrollment' });
      saveCartScreenshot(enrollmentId, capture.current);
      navigate(to('/enrollment/personal-info'));
    },
    onError: (err) => {
      const message = mapFieldErrors(err, ['effective_date']).fields.effective_date;
      if (!message) return;
      setConfirming(false);
      setDateError(message);
      requestAnimationFrame(() => dateRef.current?.focus());
    },
  });

  const dateField = mapFieldErrors(checkout.error, ['effective_date']).fields.effective_date;
  return {
    confirming,
    effectiveDate,
    dateError,
    startError: tabs.error ? firstErrorMessage(tabs.error) : null,
    /** A checkout failure that is not about the date stays in the confirmation modal. */
    confirmError: checkout.error && !dateField ? firstErrorMessage(checkout.error) : null,
    starting: tabs.isPending,
    proceeding: checkout.isPending,
    start: () => {
      if (tabs.isPending || checkout.isPending) return;
      setDateError(null);
      checkout.reset();
      tabs.mutate();
    },
    backToCart: () => setConfirming(false),
    proceed: () => !checkout.isPending && checkout.mutate(),
    clearDateError: () => setDateError(null),
  };
}
export type Checkout = ReturnType<typeof useCheckout>;
