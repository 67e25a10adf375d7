import { isFederationManifest, screenAssets, type ScreenAsset } from '../manifest-assets';
import { routeForPath } from '../route-match';
import { knownManifest, rememberManifest } from './boot-data';
import { loadRemoteRoutes, remoteManifestUrl } from './load-remote';

const warmed = new Set<string>();

/**
 * Gets one file of a screen ahead of its visit, as the <script>/<link> that loads it would ask.
 * On intent a <link rel=preload>: a click that follows at once shares the same download. On idle
 * a plain no-cors fetch into the HTTP cache: nothing is kept waiting for a visit that may not come.
 */
function fetchAhead(asset: ScreenAsset, when: 'intent' | 'idle'): void {
  const url = new URL(asset.href, location.href).href;
  if (warmed.has(url) || performance.getEntriesByName(url).length) return; // already fetched
  warmed.add(url);
  if (when === 'intent') {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = asset.as;
    link.href = url;
    document.head.append(link);
    return;
  }
  void fetch(url, { mode: 'no-cors', credentials: 'include', priority: 'low' } as RequestInit).catch(() =>
    warmed.delete(url),
  );
}

const fetching = new Map<string, Promise<unknown>>();

/** The remote's manifest: already known (page, runtime), else fetched once for all who ask. */
function manifestOf(url: string): Promise<unknown> {
  const known = knownManifest(url);
  if (known !== undefined) return Promise.resolve(known);
  let pending = fetching.get(url);
  if (!pending) {
    pending = fetch(url, { cache: 'no-cache' })
      .then(async (res) => {
        const json: unknown = res.ok ? await res.json() : undefined;
        if (json !== undefined) rememberManifest(url, json);
        return json;
      })
      .finally(() => fetching.delete(url));
    fetching.set(url, pending);
  }
  return pending;
}

/**
 * Warms the route at `path` before it is visited (ADR 0008). On intent (hover or focus of a
 * link to it) its remote's entry and routes module load and run, as a click would, and the
 * screen's own chunk (named in the remote's manifest) is preloaded; on idle the files only go
 * into the HTTP cache and nothing runs. Failures stay silent: the visit itself reports them.
 */
export function warmRoute(path: string, when: 'intent' | 'idle' = 'intent'): void {
  const route = routeForPath(path);
  if (!route) return;
  const { remote, screen } = route.entry;
  const loaded = when === 'intent' ? loadRemoteRoutes(remote).catch(() => undefined) : Promise.resolve();
  void loaded
    .then(() => remoteManifestUrl(remote))
    .then(async (url) => {
      const manifest = url ? await manifestOf(url) : undefined;
      if (!url || !isFederationManifest(manifest)) return;
      for (const asset of screenAssets(url, manifest, screen)) fetchAhead(asset, when);
    })
    .catch(() => undefined);
}

/**
 * Runs `task` once the page has loaded, its screen has had `settleMs` to fetch what it shows
 * (featured plans, logos), and the browser is idle: never before first paint.
 */
export function whenIdleAfterLoad(task: () => void, settleMs = 1500): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    settle = setTimeout(() => {
      if (cancelled) return;
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(task, { timeout: 3000 })
          : (setTimeout(task, 0) as unknown as number);
    }, settleMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    clearTimeout(settle);
    if (idle !== undefined)
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else clearTimeout(idle);
  };
}

/** Forget what was warmed (tests). */
export function resetWarming(): void {
  warmed.clear();
  fetching.clear();
}
