import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StartupGate } from './startup-gate';
import type { EarlyStartUp } from './early-start-up';

function renderGate(early: EarlyStartUp) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <StartupGate early={early}>
          <h1>The store</h1>
        </StartupGate>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StartupGate with a start-up begun before rendering', () => {
  it('shows the store on its first render when that start-up has settled (no empty first screen)', () => {
    renderGate({ promise: Promise.resolve('ready'), result: 'ready' });
    // Synchronously after the first render: no placeholder pass before the store.
    expect(screen.getByRole('heading', { name: 'The store' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('keeps the store hidden until a start-up still running settles', async () => {
    let settle!: (r: 'ready') => void;
    renderGate({ promise: new Promise((r) => (settle = r)) });
    expect(screen.queryByRole('heading', { name: 'The store' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    settle('ready');
    expect(await screen.findByRole('heading', { name: 'The store' })).toBeInTheDocument();
  });

  it('shows the store when the start-up settles between the first render and its effect', async () => {
    // As under load: still running when the first render reads it, settled when the effect does.
    let reads = 0;
    const early = {
      promise: Promise.resolve('ready'),
      get result() {
        return reads++ === 0 ? undefined : 'ready';
      },
    } as EarlyStartUp;
    renderGate(early);
    expect(await screen.findByRole('heading', { name: 'The store' })).toBeInTheDocument();
    expect(reads).toBeGreaterThan(0);
  });
});
