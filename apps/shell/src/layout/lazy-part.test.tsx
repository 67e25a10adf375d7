import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

describe('a part of the page fetched on first use', () => {
  it('shows once fetched', async () => {
    const Part = lazyPart(async () => () => <p>Staff menu</p>);
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('Staff menu')).toBeInTheDocument();
  });

  it('is left out when it cannot be fetched (offline), and the page around it stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Part = lazyPart<object>(() => Promise.reject(new Error('ChunkLoadError')));
    render(
      <main>
        <h1>Member home</h1>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </main>,
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Member home' })).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).toBe('Member home');
    warn.mockRestore();
  });
});
