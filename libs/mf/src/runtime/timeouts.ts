/** Load budget of one remote (manifest + remoteEntry + exposed chunks) before BS-MF-002. */
export const REMOTE_TIMEOUT_MS = 10_000;
/** remotes.json budget before BS-MF-004. */
export const MANIFEST_TIMEOUT_MS = 10_000;
