import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_LOADING_AFTER_MS, GlobalLoading } from './global-loading';

let finish: () => void = () => {};
function Pending() {
  useQuery({
    queryKey: ['slow'],
    queryFn: () => new Promise<string>((resolve) => (finish = () => resolve('done'))),
  });
  return null;
}

const liveRegion = () => document.querySelector('[aria-live="polite"]');

describe('GlobalLoading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a decorative bar and says "Loading" politely only once a wait lasts', async () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <GlobalLoading />
        <Pending />
      </QueryClientProvider>,
    );
    // react-query tells its observers on a timer of its own.
    await act(async () => vi.advanceTimersByTime(1));
    // No progressbar for screen readers to shout; the bar is decoration.
    expect(screen.queryByRole('progressbar')).toBeNull();
    const bar = container.querySelector('[aria-hidden="true"]');
    expect(bar).not.toBeNull();
    // The live region is in the page from the start, and silent for a short wait.
    expect(liveRegion()).toBeEmptyDOMElement();
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_LOADING_AFTER_MS - 100));
    expect(liveRegion()).toBeEmptyDOMElement();
    await act(async () => vi.advanceTimersByTime(200));
    expect(liveRegion()).toHaveTextContent('Loading');
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => finish());
    await act(async () => vi.advanceTimersByTime(1));
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('stays silent when nothing is loading', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <GlobalLoading />
      </QueryClientProvider>,
    );
    expect(liveRegion()).toBeEmptyDOMElement();
  });
});
