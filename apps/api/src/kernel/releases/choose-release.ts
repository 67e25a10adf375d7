import { createHash } from 'node:crypto';
import type { InjectedRelease } from '@bs/contract';
import type { RemoteLive } from './live-releases';

/**
 * The bucket (0-99) of a browser for a remote: a hash of its bs_rid cookie and the remote's name,
 * so a browser stays in or out of a rollout across pages and days (sticky), raising the
 * percentage only adds browsers, and the browsers of one rollout are not always those of the next remote's.
 */
export function bucketOf(browserId: string, remote: string): number {
  return createHash('sha256').update(`${browserId}:${remote}`).digest().readUInt32BE(0) % 100;
}

/**
 * Which build of `remote` a page of `tenant` loads in the browser `browserId` (ADR 0018), first
 * match wins: the tenant's pin, the rollout (when the browser's bucket is inside it), the active
 * version, the environment's own build (remotes.json). The fallbacks are the builds below the
 * chosen one, in that order, without repeats: where the shell goes when it fails to load.
 */
export function chooseRelease(
  live: RemoteLive | undefined,
  remote: string,
  envUrl: string,
  tenant: string | undefined,
  browserId: string | undefined,
): InjectedRelease & { url: string } {
  const pin = tenant ? live?.pins.get(tenant) : undefined;
  const rollout =
    live?.rollout && browserId && bucketOf(browserId, remote) < live.rollout.percent
      ? live.rollout
      : undefined;
  const candidates = [pin, rollout, live?.active, { version: null, url: envUrl }].filter(
    (b): b is { version: string | null; url: string; integrity?: Record<string, string> } => !!b,
  );
  const [chosen, ...rest] = candidates;
  const fallbacks = rest.filter(
    (b, i) => b.url !== chosen!.url && rest.findIndex((o) => o.url === b.url) === i,
  );
  const sri = (b: { integrity?: Record<string, string> }) => (b.integrity ? { integrity: b.integrity } : {});
  return {
    version: chosen!.version,
    url: chosen!.url,
    ...sri(chosen!),
    fallbacks: fallbacks.map((b) => ({ version: b.version, url: b.url, ...sri(b) })),
  };
}
