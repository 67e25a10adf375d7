import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRoutesProps } from '../route-table';
import { resetBootData } from './boot-data';
import { setFederationHost, type FederationHost } from './federation';
import {
  canFallBack,
  fallBackAfterRenderError,
  loadRemoteRoutes,
  registerRemotesFromManifest,
  resetRemoteLoading,
} from './load-remote';
import { onReleaseFailure, resetReleaseFallback, type ReleaseFailure } from './release-fallback';

const ENV = `${location.origin}/remotes/cart-quote/mf-manifest.json`;
const V1 = `${location.origin}/releases/cart_quote/v-one/mf-manifest.json`;
const V2 = `${location.origin}/releases/cart_quote/v-two/mf-manifest.json`;
const Routes = ({ screen }: RemoteRoutesProps) => screen;

/** A page whose server chose `version` at `url` for the cart, with `fallbacks` below it. */
function page(url: string, version: string | null, fallbacks: { version: string | null; url: string }[]) {
  const el = document.createElement('script');
  el.id = 'bs-boot';
  el.type = 'application/json';
  el.textContent = JSON.stringify({
    remotes: { cart_quote: url },
    releases: { cart_quote: { version, fallbacks } },
  });
  document.head.append(el);
}

/** A federation runtime whose loads fail for the URLs in `broken` (the build registered last decides). */
function fakeHost(broken: Set<string>) {
  let entry = '';
  const loads: string[] = [];
  const host: FederationHost = {
    registerRemotes: (remotes) => remotes.forEach((r) => (entry = r.entry)),
    loadRemote: vi.fn(async () => {
      loads.push(entry);
      if (broken.has(entry.replace(/[?&]bs_retry=\d+/, ''))) throw new Error(`chunk of ${entry} is missing`);
      return { default: Routes };
    }) as FederationHost['loadRemote'],
  };
  setFederationHost(host);
  return loads;
}

const reports: ReleaseFailure[] = [];
onReleaseFailure((f) => reports.push(f));
afterEach(() => {
  document.getElementById('bs-boot')?.remove();
  resetBootData();
  resetRemoteLoading();
  resetReleaseFallback();
  setFederationHost(null);
  localStorage.clear();
  reports.length = 0;
  vi.restoreAllMocks();
});

describe('release fallback (ADR 0018)', () => {
  it("loads the page's release and remembers it as this browser's last good build", async () => {
    page(V1, 'v-one', [{ version: null, url: ENV }]);
    const loads = fakeHost(new Set());
    await registerRemotesFromManifest();
    expect(await loadRemoteRoutes('cart_quote')).toBe(Routes);
    expect(loads).toEqual([V1]);
    expect(JSON.parse(localStorage.getItem('bs_mf_good')!)).toEqual({
      cart_quote: { version: 'v-one', url: V1 },
    });
    expect(reports).toEqual([]);
  });

  it("falls back to this browser's last good release when the new one fails to load, and reports it", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('bs_mf_good', JSON.stringify({ cart_quote: { version: 'v-one', url: V1 } }));
    page(V2, 'v-two', [{ version: null, url: ENV }]);
    const loads = fakeHost(new Set([V2]));
    await registerRemotesFromManifest();
    expect(await loadRemoteRoutes('cart_quote')).toBe(Routes);
    expect(loads).toEqual([V2, V1]);
    expect(reports).toEqual([
      { remote: 'cart_quote', version: 'v-two', error: expect.stringContaining('missing') },
    ]);
  });

  it("without a last good build, takes the page's fallbacks in order; all failing is an error", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page(V2, 'v-two', [{ version: null, url: ENV }]);
    const loads = fakeHost(new Set([V2]));
    await registerRemotesFromManifest();
    await loadRemoteRoutes('cart_quote');
    expect(loads).toEqual([V2, ENV]);
    resetRemoteLoading();
    resetReleaseFallback();
    fakeHost(new Set([V2, ENV]));
    await registerRemotesFromManifest();
    await expect(loadRemoteRoutes('cart_quote')).rejects.toMatchObject({ code: 'BS-MF-001' });
  });

  it('never trusts a remembered build on an origin the page does not name', async () => {
    localStorage.setItem(
      'bs_mf_good',
      JSON.stringify({ cart_quote: { version: 'evil', url: 'https://elsewhere.example/mf-manifest.json' } }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page(V2, 'v-two', [{ version: null, url: ENV }]);
    const loads = fakeHost(new Set([V2]));
    await registerRemotesFromManifest();
    await loadRemoteRoutes('cart_quote');
    expect(loads).toEqual([V2, ENV]);
  });

  it('a release that throws while rendering gives way to the next build', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page(V2, 'v-two', [{ version: null, url: ENV }]);
    const loads = fakeHost(new Set());
    await registerRemotesFromManifest();
    await loadRemoteRoutes('cart_quote');
    expect(canFallBack('cart_quote')).toBe(true);
    expect(fallBackAfterRenderError('cart_quote', new Error('boom'))).toBe(true);
    await loadRemoteRoutes('cart_quote');
    expect(loads).toEqual([V2, ENV]);
    expect(reports.map((r) => r.version)).toEqual(['v-two']);
    // The environment build is the last one: its own errors are shown, not hidden.
    expect(canFallBack('cart_quote')).toBe(false);
  });
});
