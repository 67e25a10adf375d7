import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { RemoteRoutesProps } from '../route-table';
import { resetBootData } from './boot-data';
import { setFederationHost, type FederationHost } from './federation';
import { resetRemoteLoading } from './load-remote';
import { onReleaseFailure, resetReleaseFallback, type ReleaseFailure } from './release-fallback';
import { RemoteBoundary } from './remote-boundary';

const NEW = `${location.origin}/releases/cart_quote/v-new/mf-manifest.json`;
const ENV = `${location.origin}/remotes/cart-quote/mf-manifest.json`;

afterEach(() => {
  document.getElementById('bs-boot')?.remove();
  resetBootData();
  resetRemoteLoading();
  resetReleaseFallback();
  setFederationHost(null);
  localStorage.clear();
  vi.restoreAllMocks();
});

it('a release whose screen throws at start gives way to the build below it, with no error shown', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const el = document.createElement('script');
  el.id = 'bs-boot';
  el.type = 'application/json';
  el.textContent = JSON.stringify({
    remotes: { cart_quote: NEW },
    releases: { cart_quote: { version: 'v-new', fallbacks: [{ version: null, url: ENV }] } },
  });
  document.head.append(el);
  const Broken = (): never => {
    throw new Error('undefined is not a function');
  };
  const Good = ({ screen: id }: RemoteRoutesProps) => <h1>Screen {id}</h1>;
  let entry = '';
  const host: FederationHost = {
    registerRemotes: (remotes) => remotes.forEach((r) => (entry = r.entry)),
    loadRemote: vi.fn(async () => ({
      default: entry === NEW ? Broken : Good,
    })) as FederationHost['loadRemote'],
  };
  setFederationHost(host);
  const reports: ReleaseFailure[] = [];
  onReleaseFailure((f) => reports.push(f));

  render(<RemoteBoundary remote="cart_quote" screen="cart" />);
  expect(await screen.findByRole('heading', { name: 'Screen cart' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(reports).toEqual([{ remote: 'cart_quote', version: 'v-new', error: 'undefined is not a function' }]);
});
