import type { InjectedBuild } from '@bs/contract/injected-boot';
import type { RemoteName } from '../route-table';
import { readBootData } from './boot-data';

/**
 * Which build of a remote to try next when one fails to load in this browser (ADR 0018). The page
 * names the release the server chose for this tenant and browser and the builds below it; the
 * browser also remembers the last build that loaded for it, and goes back to that one first, so
 * a bad release costs a person nothing but a report.
 */

const GOOD_KEY = 'bs_mf_good';
/** Builds that failed in this page: never tried again until the page is reloaded. */
const failedUrls = new Set<string>();

export type ReleaseFailure = { remote: RemoteName; version: string; error: string };
let reporter: ((failure: ReleaseFailure) => void) | undefined;

/** Who hears of a failed release (the shell reports it to the API: report-release-failure). */
export function onReleaseFailure(report: (failure: ReleaseFailure) => void): void {
  reporter = report;
}

type GoodBuilds = Partial<Record<RemoteName, InjectedBuild>>;

function readGood(): GoodBuilds {
  try {
    const json: unknown = JSON.parse(globalThis.localStorage?.getItem(GOOD_KEY) ?? '{}');
    return json && typeof json === 'object' ? (json as GoodBuilds) : {};
  } catch {
    return {};
  }
}

const base = () => globalThis.location?.href ?? 'http://localhost/';
const originOf = (url: string) => {
  try {
    return new URL(url, base()).origin;
  } catch {
    return null;
  }
};

/**
 * The builds to try for `remote`, in order: the page's choice (`entry`), this browser's last good
 * build, then the page's fallbacks; without repeats and without builds that failed in this page.
 * A remembered build is only trusted on an origin the page itself names (the CSP allows no other).
 */
export function buildsFor(remote: RemoteName, entry: string): InjectedBuild[] {
  const release = readBootData().releases?.[remote];
  const chosen: InjectedBuild = {
    version: release?.version ?? null,
    url: entry,
    ...(release?.integrity && { integrity: release.integrity }),
  };
  const fallbacks = (release?.fallbacks ?? []).map((b) => ({ ...b, url: new URL(b.url, base()).href }));
  const origins = new Set([chosen, ...fallbacks].map((b) => originOf(b.url)));
  const good = readGood()[remote];
  const remembered =
    good && typeof good.url === 'string' && origins.has(originOf(good.url))
      ? [
          {
            version: good.version ?? null,
            url: new URL(good.url, base()).href,
            ...(good.integrity && { integrity: good.integrity }),
          },
        ]
      : [];
  const seen = new Set<string>();
  return [chosen, ...remembered, ...fallbacks].filter((b) => {
    if (seen.has(b.url) || failedUrls.has(b.url)) return false;
    seen.add(b.url);
    return true;
  });
}

/** A build loaded: this browser goes back to it if a later release fails. */
export function rememberGood(remote: RemoteName, build: InjectedBuild): void {
  try {
    globalThis.localStorage?.setItem(GOOD_KEY, JSON.stringify({ ...readGood(), [remote]: build }));
  } catch {
    // Storage full or blocked: the page's own fallbacks still apply.
  }
}

/** A build failed: it is skipped for the rest of the page, and reported when it is a release. */
export function buildFailed(remote: RemoteName, build: InjectedBuild, error: unknown): void {
  failedUrls.add(build.url);
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`[BS-MF-001] ${remote} ${build.version ?? 'environment build'} failed; falling back`, error);
  if (build.version) reporter?.({ remote, version: build.version, error: message.slice(0, 500) });
}

/** Forget what failed (tests). */
export function resetReleaseFallback(): void {
  failedUrls.clear();
}
