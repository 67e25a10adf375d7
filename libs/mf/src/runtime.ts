// Browser runtime of the federation: `@bs/mf/runtime`. Kept apart from `@bs/mf` (the route
// contract) so that remotes importing route ids never pull the federation runtime in.
export {
  registerRemotesFromManifest,
  loadRemoteRoutes,
  preloadRemote,
  resetRemoteLoading,
} from './runtime/load-remote';
export type { RemoteRoutesComponent } from './runtime/load-remote';
export { parseRemotesManifest, fetchRemotesManifest, DEFAULT_MANIFEST_URL } from './runtime/manifest';
export type { RemotesManifest } from './runtime/manifest';
export { RemoteBoundary, RemoteError } from './runtime/remote-boundary';
export type { RemoteBoundaryProps, RemoteErrorProps, RemoteLoader } from './runtime/remote-boundary';
export { MF_ERRORS, RemoteLoadError, humanMessage, errorCodeOf } from './runtime/errors';
export type { MfErrorCode } from './runtime/errors';
export { setFederationHost } from './runtime/federation';
export type { FederationHost } from './runtime/federation';
export { remoteForPath } from './runtime/remote-for-path';
export { onReleaseFailure } from './runtime/release-fallback';
export type { ReleaseFailure } from './runtime/release-fallback';
export { readBootData } from './runtime/boot-data';
export { warmRoute, whenIdleAfterLoad } from './runtime/warm';
export type { BootData } from './runtime/boot-data';
export { REMOTE_TIMEOUT_MS, MANIFEST_TIMEOUT_MS } from './runtime/timeouts';
