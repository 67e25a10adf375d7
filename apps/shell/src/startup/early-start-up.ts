import type { QueryClient } from '@tanstack/react-query';
import { startUp, type StartUpResult } from './start-up';

/** A start-up begun before the first render, and its result once it has settled. */
export interface EarlyStartUp {
  promise: Promise<StartUpResult>;
  result?: StartUpResult;
}

/**
 * Starts start-up as the page boots, before React renders (bootstrap.tsx). With the page's boot
 * data in the cache (prefilled-calls.ts) its queries resolve at once, in microtasks, so it has
 * settled before React's first (scheduled) render: StartupGate then renders the store on its first
 * pass instead of an empty placeholder first and the store a second time (ADR 0032).
 */
export function startUpEarly(
  queryClient: QueryClient,
  url: { pathname: string; search: string },
): EarlyStartUp {
  const early: EarlyStartUp = { promise: startUp(queryClient, url) };
  void early.promise.then((r) => (early.result = r));
  return early;
}
