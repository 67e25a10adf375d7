import { afterEach, describe, expect, it, vi } from 'vitest';
import bsFederationPlugin from './runtime-plugin';
import { readBootData, resetBootData, takeInlineManifest } from './boot-data';
import { setFederationHost, type FederationHost } from './federation';
import { registerRemotesFromManifest, resetRemoteLoading } from './load-remote';

function pageWithBootData(data: unknown) {
  const el = document.createElement('script');
  el.id = 'bs-boot';
  el.type = 'application/json';
  el.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(el);
}

afterEach(() => {
  document.getElementById('bs-boot')?.remove();
  resetBootData();
  resetRemoteLoading();
  setFederationHost(null);
  vi.unstubAllGlobals();
});

const SHOP_MANIFEST = { id: 'shop', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };

describe('boot data the server wrote into the page', () => {
  it('is empty without the element or with broken JSON', () => {
    expect(readBootData()).toEqual({});
    resetBootData();
    pageWithBootData('{not json');
    expect(readBootData()).toEqual({});
  });

  it('answers the first request of an inlined manifest, by its absolute URL, once', () => {
    pageWithBootData({ manifests: { '/remotes/shop/mf-manifest.json': SHOP_MANIFEST } });
    const url = new URL('/remotes/shop/mf-manifest.json', location.href).href;
    expect(takeInlineManifest(`${url}?bs_retry=1`)).toBeUndefined();
    expect(takeInlineManifest(url)).toEqual(SHOP_MANIFEST);
    expect(takeInlineManifest(url)).toBeUndefined();
  });

  it('the runtime plugin serves it instead of fetching, then fetches as before', async () => {
    pageWithBootData({ manifests: { '/remotes/shop/mf-manifest.json': SHOP_MANIFEST } });
    const network = vi.fn(async () => new Response('{"from":"network"}'));
    vi.stubGlobal('fetch', network);
    const plugin = bsFederationPlugin() as unknown as {
      fetch: (url: string, init: RequestInit) => Promise<Response>;
    };
    const url = new URL('/remotes/shop/mf-manifest.json', location.href).href;
    expect(await (await plugin.fetch(url, {})).json()).toEqual(SHOP_MANIFEST);
    expect(network).not.toHaveBeenCalled();
    expect(await (await plugin.fetch(url, {})).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledWith(url, expect.objectContaining({ cache: 'no-cache' }));
  });

  it('registers the remotes of the inlined remotes.json without fetching it; a retry fetches', async () => {
    pageWithBootData({ remotes: { shop: '/remotes/shop/mf-manifest.json', nope: '/x.json' } });
    const registered: string[] = [];
    setFederationHost({
      registerRemotes: (remotes) => remotes.forEach((r) => registered.push(`${r.name} ${r.entry}`)),
      loadRemote: async () => null,
    } as FederationHost);
    const network = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', network);
    await registerRemotesFromManifest();
    expect(network).not.toHaveBeenCalled();
    expect(registered).toEqual([`shop ${new URL('/remotes/shop/mf-manifest.json', location.href).href}`]);
    await expect(registerRemotesFromManifest()).rejects.toMatchObject({ code: 'BS-MF-004' });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
