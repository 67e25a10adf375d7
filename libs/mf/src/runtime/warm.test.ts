import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBootData } from './boot-data';
import { setFederationHost, type FederationHost } from './federation';
import { resetRemoteLoading } from './load-remote';
import { resetWarming, warmRoute, whenIdleAfterLoad } from './warm';

const manifest = (name: string, screens: string[]) => ({
  id: name,
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: { sync: ['routes.1.js'], async: screens.map((s) => `screen-${s}.1.js`) },
        css: { sync: [], async: screens.map((s) => `screen-${s}.1.css`) },
      },
    },
  ],
});

/** The page as the server writes it: remotes.json inline, the shop's manifest inline. */
function page() {
  const el = document.createElement('script');
  el.id = 'bs-boot';
  el.type = 'application/json';
  el.textContent = JSON.stringify({
    remotes: { shop: '/remotes/shop/mf-manifest.json', cart_quote: '/remotes/cart-quote/mf-manifest.json' },
    manifests: { '/remotes/shop/mf-manifest.json': manifest('shop', ['landing', 'plans']) },
  });
  document.head.append(el);
}

function network() {
  const calls: { url: string; mode?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: new URL(url, location.href).pathname, mode: init?.mode });
      return url.endsWith('mf-manifest.json')
        ? new Response(JSON.stringify(manifest('cart_quote', ['cart'])))
        : new Response('');
    }),
  );
  return calls;
}

const host = () => {
  const h = { registerRemotes: vi.fn(), loadRemote: vi.fn(async () => ({ default: () => null })) };
  setFederationHost(h as unknown as FederationHost);
  return h;
};

afterEach(() => {
  document.getElementById('bs-boot')?.remove();
  resetBootData();
  resetRemoteLoading();
  resetWarming();
  setFederationHost(null);
  vi.unstubAllGlobals();
});

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('warmRoute', () => {
  it('on idle, only caches the next screen’s files: nothing runs', async () => {
    page();
    const h = host();
    const calls = network();
    warmRoute('/acme/cart', 'idle');
    warmRoute('/acme/cart', 'idle');
    await settle();
    expect(h.loadRemote).not.toHaveBeenCalled();
    expect(calls).toEqual([
      { url: '/remotes/cart-quote/mf-manifest.json', mode: undefined },
      { url: '/remotes/cart-quote/remoteEntry.js', mode: 'no-cors' },
      { url: '/remotes/cart-quote/routes.1.js', mode: 'no-cors' },
      { url: '/remotes/cart-quote/screen-cart.1.js', mode: 'no-cors' },
      { url: '/remotes/cart-quote/screen-cart.1.css', mode: 'no-cors' },
    ]);
  });

  it('on intent, loads the remote as a click would and preloads the screen from the known manifest', async () => {
    page();
    const h = host();
    const calls = network();
    warmRoute('/plans?type=dental');
    await settle();
    expect(h.loadRemote).toHaveBeenCalledWith('shop/routes');
    expect(calls).toEqual([]);
    // Preloads: the click that follows shares their downloads.
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')];
    expect(preloads.map((l) => `${l.as} ${new URL(l.href).pathname}`)).toEqual([
      'script /remotes/shop/remoteEntry.js',
      'script /remotes/shop/routes.1.js',
      'script /remotes/shop/screen-plans.1.js',
      'style /remotes/shop/screen-plans.1.css',
    ]);
    preloads.forEach((l) => l.remove());
  });

  it('ignores paths no remote serves', async () => {
    page();
    const calls = network();
    warmRoute('/404', 'idle');
    await settle();
    expect(calls).toEqual([]);
  });
});

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for idle time; cancelling stops it', async () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdleAfterLoad(task, 10);
    whenIdleAfterLoad(cancelled, 10)();
    await settle();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(cancelled).not.toHaveBeenCalled();
    state.mockRestore();
  });
});
