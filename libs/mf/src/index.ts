export { REMOTES, SCREENS, ROUTE_TABLE, RESERVED_SLUGS, SHELL_PATHS } from './route-table';
export type { RemoteName, ScreenId, RemoteRoutesProps, RouteEntry } from './route-table';
export { routeForPath, matchesRoutePath, routeCandidates } from './route-match';
export { isFederationManifest, screenAssets } from './manifest-assets';
export type { FederationManifest, ScreenAsset } from './manifest-assets';
