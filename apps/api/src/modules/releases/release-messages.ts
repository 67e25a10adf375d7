/** The release calls' messages (English is the key; Spanish in messages.es.ts). */
export const VERSION_NOT_FOUND = 'This version of the remote is not registered.';
export const VERSION_TAKEN =
  'This version is already registered with other contents; versions are never overwritten.';
export const TENANT_NOT_FOUND = 'This store was not found.';
export const FILES_MISSING = 'The remotes store has no files for this version.';
export const FILES_DIFFER = 'The files of this version in the remotes store do not match its digest.';
export const NOTHING_TO_ROLL_BACK = 'This remote has no earlier version to roll back to.';
