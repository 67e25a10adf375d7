import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRoutesProps } from '../route-table';
import { RemoteLoadError } from './errors';
import type { RemoteRoutesComponent } from './load-remote';
import { RemoteBoundary } from './remote-boundary';

const Routes: RemoteRoutesComponent = ({ screen: id }: RemoteRoutesProps) => <h1>Screen {id}</h1>;

afterEach(() => vi.restoreAllMocks());

describe('RemoteBoundary', () => {
  it('renders the remote screen once it has loaded', async () => {
    render(<RemoteBoundary remote="cart_quote" screen="cart" loader={async () => Routes} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cart and quote');
    expect(await screen.findByRole('heading', { name: 'Screen cart' })).toBeInTheDocument();
  });

  it('shows the coded message of an unreachable remote and recovers on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi
      .fn<(r: string) => Promise<RemoteRoutesComponent>>()
      .mockRejectedValueOnce(new RemoteLoadError('BS-MF-001', 'cart_quote', 'ScriptNetworkError'))
      .mockResolvedValue(Routes);
    render(
      <main>
        <p>Header stays</p>
        <RemoteBoundary remote="cart_quote" screen="cart" loader={loader} />
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The cart could not be loaded. Check your connection and try again.');
    expect(alert).toHaveTextContent('BS-MF-001');
    expect(screen.getByText('Header stays')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Screen cart' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a timeout with its own code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = () => Promise.reject(new RemoteLoadError('BS-MF-002', 'shop'));
    render(<RemoteBoundary remote="shop" screen="plans" loader={loader} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The plan catalogue is taking too long to load.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('BS-MF-002');
  });

  it('catches a remote that crashes while rendering (BS-MF-003) and retries the render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    const Crashy: RemoteRoutesComponent = () => {
      if (crash) throw new Error('Cannot read properties of undefined');
      return <h1>Recovered</h1>;
    };
    const loader = vi.fn(async () => Crashy);
    render(<RemoteBoundary remote="member_admin" screen="agent-home" loader={loader} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('BS-MF-003');
    expect(screen.getByRole('alert')).toHaveTextContent('The member area ran into a problem');
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  it('wraps an uncoded load failure as unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RemoteBoundary
        remote="enrollment_wizard"
        screen="enrollment-step"
        loader={() => Promise.reject(new TypeError('boom'))}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The enrollment form could not be loaded');
  });
});
