import type { ComponentType } from 'react';
import { REMOTES, type RemoteName, type RemoteRoutesProps } from '../route-table';
import { RemoteLoadError } from './errors';
import { federationHost } from './federation';
import { REMOTE_TIMEOUT_MS } from './timeouts';
import { readBootData } from './boot-data';
import {
  DEFAULT_MANIFEST_URL,
  fetchRemotesManifest,
  listedRemotes,
  parseRemotesManifest,
  type RemotesManifest,
} from './manifest';

export type RemoteRoutesComponent = ComponentType<RemoteRoutesProps>;

let manifestUrl = DEFAULT_MANIFEST_URL;
let registration: Promise<RemotesManifest> | null = null;
let usedInline = false;
const loaded = new Map<RemoteName, Promise<RemoteRoutesComponent>>();
/** Failed attempts per remote: the next attempt re-registers it (force) with a fresh URL. */
const failures = new Map<RemoteName, number>();

/** remotes.json as the server put it in the page, the first time only (a retry fetches it). */
function inlineRemotes(url: string): Promise<RemotesManifest> | null {
  const inline = readBootData().remotes;
  if (url !== DEFAULT_MANIFEST_URL || !inline || usedInline) return null;
  usedInline = true;
  return Promise.resolve().then(() => parseRemotesManifest(inline, location.href));
}

/**
 * Fetches remotes.json (or takes it from the page) and registers every remote it lists with the
 * federation runtime. Called once at start-up without awaiting it (an unreachable manifest must
 * not block the shell); a failed fetch is forgotten, so the next remote load fetches it again.
 */
export function registerRemotesFromManifest(url: string = DEFAULT_MANIFEST_URL): Promise<RemotesManifest> {
  manifestUrl = url;
  const attempt = (inlineRemotes(url) ?? fetchRemotesManifest(url)).then((manifest) => {
    federationHost().registerRemotes(
      listedRemotes(manifest).map((name) => ({ name, entry: manifest[name]! })),
      { force: true },
    );
    return manifest;
  });
  registration = attempt;
  attempt.catch(() => {
    if (registration === attempt) registration = null;
  });
  return attempt;
}

const withRetryMarker = (entry: string, n: number) =>
  `${entry}${entry.includes('?') ? '&' : '?'}bs_retry=${n}`;

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function loadOnce(remote: RemoteName): Promise<RemoteRoutesComponent> {
  const manifest = await (registration ?? registerRemotesFromManifest(manifestUrl));
  const entry = manifest[remote];
  if (!entry) throw new RemoteLoadError('BS-MF-005', remote, `${remote} is not listed in ${manifestUrl}`);
  const host = federationHost();
  const failed = failures.get(remote) ?? 0;
  // After a failure the runtime still caches the old manifest/script state: drop it and fetch anew.
  if (failed > 0)
    host.registerRemotes([{ name: remote, entry: withRetryMarker(entry, failed) }], { force: true });
  let mod: { default?: unknown } | null;
  try {
    mod = await host.loadRemote<{ default?: unknown }>(
      `${remote}/${REMOTES[remote].exposed.replace(/^\.\//, '')}`,
    );
  } catch (cause) {
    throw new RemoteLoadError('BS-MF-001', remote, cause instanceof Error ? cause.message : String(cause), {
      cause,
    });
  }
  const component = mod?.default;
  const renderable =
    typeof component === 'function' ||
    (typeof component === 'object' && component !== null && '$$typeof' in component);
  if (!renderable)
    throw new RemoteLoadError('BS-MF-006', remote, `${remote}/routes has no default RemoteRoutes component`);
  return component as RemoteRoutesComponent;
}

/**
 * The remote's exposed `./routes` component. A loaded remote is kept; a failed or timed-out
 * attempt is forgotten, so calling again is a real new attempt (re-registration, new URLs).
 */
export function loadRemoteRoutes(
  remote: RemoteName,
  { timeoutMs = REMOTE_TIMEOUT_MS } = {},
): Promise<RemoteRoutesComponent> {
  const cached = loaded.get(remote);
  if (cached) return cached;
  const attempt = withTimeout(
    loadOnce(remote),
    timeoutMs,
    () => new RemoteLoadError('BS-MF-002', remote, `no answer within ${timeoutMs} ms`),
  );
  loaded.set(remote, attempt);
  attempt.then(
    () => failures.delete(remote),
    () => {
      if (loaded.get(remote) === attempt) loaded.delete(remote);
      failures.set(remote, (failures.get(remote) ?? 0) + 1);
    },
  );
  return attempt;
}

/** The mf-manifest.json URL remotes.json gives a remote (undefined when it lists none or failed). */
export function remoteManifestUrl(remote: RemoteName): Promise<string | undefined> {
  return (registration ?? registerRemotesFromManifest(manifestUrl)).then(
    (manifest) => manifest[remote],
    () => undefined,
  );
}

/** Warm a remote before the user clicks (hover/focus of a link); failures stay silent here. */
export function preloadRemote(remote: RemoteName): void {
  loadRemoteRoutes(remote).catch(() => undefined);
}

/** Forget everything (tests). */
export function resetRemoteLoading(): void {
  loaded.clear();
  failures.clear();
  registration = null;
  usedInline = false;
  manifestUrl = DEFAULT_MANIFEST_URL;
}
