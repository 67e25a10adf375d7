import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall, callKey, invalidateCart } from '@bs/api-client';
import type { AddToCartResult, FilterInfo, PricingOption } from '@bs/contract';
import { firstErrorMessage, useStorePath } from '@bs/ui';
import { t } from '../after-landing/i18n/messages';
import { planPath } from '../plan-card/plan-path';
import { storedFiltersQueryOptions } from '../open-enrollment/stored-filters-query';
import type { DetailState } from './use-detail-state';

/**
 * Add to cart (spec §4): already in the cart -> just go there; a plan with the 3% fee is added
 * with its fee line; a disability plan first needs income and hours; then the add. A second
 * click while one is running is ignored, so nothing is added twice.
 */
export function useAddToCart(
  enrollmentId: string | null,
  planName: string,
  ui: DetailState,
  reask: () => void,
) {
  const [pendingPpid, setPending] = useState<number | null>(null);
  const busy = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useStorePath();

  const onRefused = (res: AddToCartResult) => {
    const message = res.message ?? '';
    switch (res.errorCode) {
      case 'blackout':
        return ui.showError(message);
      case 'already-active':
        return ui.showActive(message);
      case 'changePid':
        if (res.pid) navigate(to(planPath(res.pid, planName)), { replace: true });
        return;
      case 'questionsRequired':
      case 'newQuestionsError':
        reask();
        return ui.showError(message);
      default:
        if (res.errorCode) ui.showProblem({ code: res.errorCode, message });
        else ui.showError(message || t('detail.addFailed'));
    }
  };

  const add = async (option: PricingOption, all: readonly PricingOption[]) => {
    if (busy.current || !enrollmentId) return;
    busy.current = true;
    setPending(option.ppid);
    ui.clearMessages();
    try {
      const line = { enrollment_id: enrollmentId, plan_id: option.pid, plan_pricing_id: option.ppid };
      if ((await apiCall('check-already-in-cart', { body: line })).result) {
        navigate(to('/cart'));
        return;
      }
      const q = { query: { enrollment_id: enrollmentId, plan_id: option.pid } };
      const [fee, disability] = await Promise.all([
        apiCall('check-prudential-plan', q),
        apiCall('check-disability-plan', q),
      ]);
      if (disability.status) {
        const info = await queryClient.fetchQuery(storedFiltersQueryOptions(enrollmentId));
        const f = (info?.result ?? {}) as Partial<FilterInfo>;
        if (f.annual_incode == null || f.working_hours == null) return ui.open('income');
      }
      const feeLine = all.find((o) => o.is_prudential_plan === 1 && o.pair_ppid === option.ppid);
      const res =
        (fee.status || option.is_prudential === 1) && feeLine
          ? await apiCall('add-plan-to-cart-prudentials', {
              body: {
                enrollment_id: enrollmentId,
                plan_id1: option.pid,
                plan_pricing_id1: option.ppid,
                plan_id: feeLine.pid,
                plan_pricing_id: feeLine.ppid,
              },
            })
          : await apiCall('add-plan-to-cart', { body: line });
      if (!res.result) return onRefused(res);
      await Promise.all([
        invalidateCart(queryClient),
        queryClient.invalidateQueries({ queryKey: callKey('get-related-plans') }),
      ]);
      navigate(to('/cart'));
    } catch (err) {
      ui.showError(firstErrorMessage(err));
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  return { add, pendingPpid };
}
