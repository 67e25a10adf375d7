import type { ComponentType } from 'react';
import { REMOTES, type RemoteName, type RemoteRoutesProps } from '../route-table';
import { RemoteLoadError } from './errors';
import { federationHost } from './federation';
import { REMOTE_TIMEOUT_MS } from './timeouts';
import { readBootData } from './boot-data';
import { buildFailed, buildsFor, rememberGood } from './release-fallback';
import { expectIntegrity, verifyBuildFiles } from './integrity';
import type { InjectedBuild } from '@bs/contract/injected-boot';
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
/** The manifest URL each remote is registered with in the runtime now, and the build that loaded. */
const registered = new Map<RemoteName, string>();
const current = new Map<RemoteName, InjectedBuild>();
/** The page's remotes (the URLs the server chose): a render failure falls back from them. */
let pageRemotes: RemotesManifest = {};

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
    for (const name of listedRemotes(manifest)) registered.set(name, manifest[name]!);
    pageRemotes = manifest;
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

/** One build of `remote`: registered anew when the runtime holds another URL (a fallback, a retry). */
async function loadBuild(remote: RemoteName, entry: string): Promise<RemoteRoutesComponent> {
  const host = federationHost();
  // After a failure the runtime still caches the old manifest/script state: force drops it.
  if (registered.get(remote) !== entry) {
    host.registerRemotes([{ name: remote, entry }], { force: true });
    registered.set(remote, entry);
  }
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
 * The page's build of `remote`, else (ADR 0018) this browser's last good one, else the builds the
 * page names below it: a release whose manifest or chunks are missing, or whose module throws at
 * start, is reported and skipped, and the person gets the store as it was.
 */
async function loadOnce(remote: RemoteName): Promise<RemoteRoutesComponent> {
  const manifest = await (registration ?? registerRemotesFromManifest(manifestUrl));
  const entry = manifest[remote];
  if (!entry) throw new RemoteLoadError('BS-MF-005', remote, `${remote} is not listed in ${manifestUrl}`);
  const failed = failures.get(remote) ?? 0;
  const builds = buildsFor(remote, entry);
  // Every build failed in this page: a Retry asks for the page's choice once more.
  if (!builds.length)
    builds.push({ version: readBootData().releases?.[remote]?.version ?? null, url: entry });
  let lastError: unknown;
  for (const build of builds) {
    try {
      expectIntegrity(build.url, build.integrity);
      await verifyBuildFiles(build.url, build.integrity).catch((cause: unknown) => {
        throw new RemoteLoadError('BS-MF-001', remote, `integrity: ${String(cause)}`, { cause });
      });
      const component = await loadBuild(remote, failed > 0 ? withRetryMarker(build.url, failed) : build.url);
      current.set(remote, build);
      rememberGood(remote, build);
      return component;
    } catch (error) {
      lastError = error;
      buildFailed(remote, build, error);
    }
  }
  throw lastError;
}

/**
 * The loaded build of `remote` threw while rendering: when another build is left, forget this
 * one (reported) so the next load takes it, and answer true; the boundary then reloads at once.
 */
export function fallBackAfterRenderError(remote: RemoteName, error: unknown): boolean {
  const build = current.get(remote);
  if (!build || !canFallBack(remote)) return false;
  buildFailed(remote, build, error);
  current.delete(remote);
  loaded.delete(remote);
  return true;
}

/** Whether a build other than the loaded one is left to try for `remote`. */
export function canFallBack(remote: RemoteName): boolean {
  const build = current.get(remote);
  const entry = pageRemotes[remote];
  return !!build && !!entry && buildsFor(remote, entry).some((b) => b.url !== build.url);
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
  registered.clear();
  current.clear();
  pageRemotes = {};
  registration = null;
  usedInline = false;
  manifestUrl = DEFAULT_MANIFEST_URL;
}
