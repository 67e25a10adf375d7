import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RemoteRoutesProps } from '../route-table';
import { setFederationHost, type FederationHost } from './federation';
import { loadRemoteRoutes, registerRemotesFromManifest, resetRemoteLoading } from './load-remote';

// remotes.json comes from a real loopback server; the federation runtime itself is faked
// (jsdom cannot execute remote scripts), recording registrations and answering loads.
let server: Server;
let origin: string;
let manifestUp = true;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (!manifestUp) return void res.writeHead(503).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        shop: '/remotes/shop/mf-manifest.json',
        cart_quote: '/remotes/cart-quote/mf-manifest.json',
      }),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((ok) => server.close(ok)));
afterEach(() => {
  resetRemoteLoading();
  setFederationHost(null);
  manifestUp = true;
});

const Routes = ({ screen }: RemoteRoutesProps) => screen;

function fakeHost(answers: (() => Promise<unknown>)[]) {
  const registered: { name: string; entry: string; force?: boolean }[] = [];
  const host: FederationHost = {
    registerRemotes: (remotes, options) =>
      remotes.forEach((r) => registered.push({ ...r, force: options?.force })),
    loadRemote: vi.fn(() =>
      (answers.shift() ?? (() => Promise.resolve({ default: Routes })))(),
    ) as FederationHost['loadRemote'],
  };
  setFederationHost(host);
  return { host, registered };
}

describe('loadRemoteRoutes', () => {
  it('registers every remote of the manifest and loads the exposed routes', async () => {
    const { host, registered } = fakeHost([]);
    await registerRemotesFromManifest(`${origin}/remotes.json`);
    expect(registered.map((r) => r.entry)).toEqual([
      `${origin}/remotes/shop/mf-manifest.json`,
      `${origin}/remotes/cart-quote/mf-manifest.json`,
    ]);
    expect(await loadRemoteRoutes('shop')).toBe(Routes);
    expect(host.loadRemote).toHaveBeenCalledWith('shop/routes');
    // A loaded remote is kept: no second load.
    await loadRemoteRoutes('shop');
    expect(host.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('after a failure, the next attempt re-registers the remote with force and a fresh URL', async () => {
    const { registered } = fakeHost([() => Promise.reject(new Error('ScriptNetworkError'))]);
    await registerRemotesFromManifest(`${origin}/remotes.json`);
    await expect(loadRemoteRoutes('cart_quote')).rejects.toMatchObject({ code: 'BS-MF-001' });
    expect(await loadRemoteRoutes('cart_quote')).toBe(Routes);
    expect(registered.at(-1)).toEqual({
      name: 'cart_quote',
      entry: `${origin}/remotes/cart-quote/mf-manifest.json?bs_retry=1`,
      force: true,
    });
  });

  it('gives up after the timeout with BS-MF-002', async () => {
    fakeHost([() => new Promise(() => undefined)]);
    await registerRemotesFromManifest(`${origin}/remotes.json`);
    await expect(loadRemoteRoutes('shop', { timeoutMs: 30 })).rejects.toMatchObject({ code: 'BS-MF-002' });
  });

  it('fetches the manifest again when it was unavailable, and names remotes it lacks', async () => {
    fakeHost([]);
    manifestUp = false;
    await expect(registerRemotesFromManifest(`${origin}/remotes.json`)).rejects.toMatchObject({
      code: 'BS-MF-004',
    });
    await expect(loadRemoteRoutes('shop')).rejects.toMatchObject({ code: 'BS-MF-004' });
    manifestUp = true;
    expect(await loadRemoteRoutes('shop')).toBe(Routes);
    await expect(loadRemoteRoutes('member_admin')).rejects.toMatchObject({ code: 'BS-MF-005' });
  });

  it('rejects a remote whose routes module has no component (BS-MF-006)', async () => {
    fakeHost([() => Promise.resolve({ default: 'nope' })]);
    await registerRemotesFromManifest(`${origin}/remotes.json`);
    await expect(loadRemoteRoutes('shop')).rejects.toMatchObject({ code: 'BS-MF-006' });
  });
});
