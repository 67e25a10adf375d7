import type { QueryClient } from '@tanstack/react-query';
import { callKey, invalidateCart } from '@bs/api-client';

/**
 * After the quote basics change (zip, tier, smoker, income...): every view priced or filtered by
 * them refetches, and the cart (whose prices may have changed) with its badge.
 */
export async function invalidateQuote(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: callKey('get-enrollment-temp-info') }),
    queryClient.invalidateQueries({ queryKey: callKey('get-left-side-filter-fields') }),
    queryClient.invalidateQueries({ queryKey: callKey('get-filtered-plans') }),
    queryClient.invalidateQueries({ queryKey: callKey('get-plan-pricing-detail') }),
    queryClient.invalidateQueries({ queryKey: callKey('get-listing-prices') }),
    queryClient.invalidateQueries({ queryKey: callKey('get-plan-comparison') }),
    queryClient.invalidateQueries({ queryKey: callKey('get-plan-pricing-detail-elevate') }),
    queryClient.invalidateQueries({ queryKey: callKey('get-related-plans') }),
    queryClient.invalidateQueries({ queryKey: callKey('get-group-agent-member-info') }),
    invalidateCart(queryClient),
  ]);
}
