import type { QueryClient } from '@tanstack/react-query';
import type { CallName } from '@bs/contract';
import { callKey } from '@bs/api-client';
import { readBootData, type BootData } from '@bs/mf/runtime';

/**
 * The answers start-up asks for first (default store or landing page, the footer's ticket link),
 * as the server wrote them into the page (ADR 0008): put under the api-client's keys, start-up's
 * fetchQuery finds them fresh and the landing renders without waiting for those round trips.
 */
export function seedPrefilledCalls(
  queryClient: QueryClient,
  calls: BootData['calls'] = readBootData().calls,
): void {
  for (const call of calls ?? []) {
    if (typeof call?.name !== 'string' || !call.args || typeof call.args !== 'object') continue;
    queryClient.setQueryData(callKey(call.name as CallName, call.args), call.data);
  }
}
