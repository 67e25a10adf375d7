// Cold page loads in a real Chromium (Playwright over CDP), read from the browser's own
// PerformanceObserver entries: LCP, CLS, Total Blocking Time, and the scripts the page loaded.
// Used by `npm run bench:web` beside Lighthouse: same pages, but with the throttling applied by
// the browser itself (CDP), so a side-by-side ratio against the bare React page holds on a noisy
// machine where Lighthouse's simulation scales whatever CPU time it happened to observe.
import { gzipSync } from 'node:zlib';

/** The profiles every page is loaded under. Slow 4G as Lighthouse's mobile preset defines it. */
export const PROFILES = [
  { name: 'unthrottled', cpu: 1 },
  {
    name: '4x CPU, 150 ms RTT, 1.6 Mbps',
    cpu: 4,
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
];

// Registered before any of the page's scripts: every entry from navigation start is seen.
const OBSERVERS = () => {
  const v = { lcp: 0, lcpTag: '', cls: 0, fcp: 0, longTasks: [] };
  window.__bsVitals = v;
  const watch = (type, fn) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      /* entry type not supported */
    }
  };
  watch('largest-contentful-paint', (e) => {
    v.lcp = e.startTime;
    v.lcpTag = e.element ? e.element.tagName.toLowerCase() + (e.element.id ? `#${e.element.id}` : '') : '';
  });
  watch('layout-shift', (e) => {
    if (!e.hadRecentInput) v.cls += e.value;
  });
  watch('paint', (e) => {
    if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  });
  watch('longtask', (e) => v.longTasks.push([e.startTime, e.duration]));
};

/**
 * One cold load (fresh context: no cache, no storage) of `url` under `profile`. Waits for the
 * network to settle, then `settleMs` more (scaled by the CPU slowdown) so late long tasks count.
 * TBT as Lighthouse defines it: the part over 50 ms of each long task after first contentful paint.
 */
export async function loadOnce(browser, url, profile, { settleMs = 1000, viewport } = {}) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1350, height: 940 } });
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.push({ url: res.url(), gzip: gzipSync(await res.body(), { level: 9 }).length });
    } catch {
      /* redirected or aborted */
    }
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(settleMs * profile.cpu);
    const v = await page.evaluate(() => window.__bsVitals);
    const tbt = v.longTasks
      .filter(([start]) => start >= v.fcp)
      .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return {
      lcp: v.lcp,
      lcpTag: v.lcpTag,
      fcp: v.fcp,
      cls: v.cls,
      tbt,
      scripts: scripts.length,
      jsGzip: scripts.reduce((s, x) => s + x.gzip, 0),
      scriptUrls: scripts.map((s) => s.url),
    };
  } finally {
    await context.close();
  }
}

export const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : Number.NaN;
};

/**
 * Loads every page `runs` times under each profile, interleaved (bare, page, page, bare, ...) so
 * a busy spell of the machine weighs on all of them alike; returns the medians per page and profile.
 */
export async function compareLoads(browser, pages, { runs = 5, profiles = PROFILES } = {}) {
  const out = new Map();
  for (const profile of profiles) {
    const samples = pages.map(() => []);
    for (let r = 0; r < runs; r++) {
      const order = r % 2 ? [...pages.keys()].reverse() : [...pages.keys()];
      for (const i of order) samples[i].push(await loadOnce(browser, pages[i].url, profile));
    }
    pages.forEach((p, i) => {
      const s = samples[i];
      const pick = (k) => median(s.map((x) => x[k]));
      out.set(`${profile.name}\u0000${p.name}`, {
        lcp: pick('lcp'),
        fcp: pick('fcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        scripts: pick('scripts'),
        jsGzip: pick('jsGzip'),
        lcpTag: s.at(-1)?.lcpTag ?? '',
      });
    });
  }
  return out;
}
