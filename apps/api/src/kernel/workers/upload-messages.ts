/** What a person sees when their file could not be read in a worker (upload-pool.ts, ADR 0025). */
export const UPLOAD_TOO_HEAVY = 'This file needs more memory to read than an upload may use.';
export const UPLOAD_TOO_SLOW = 'This file took too long to read.';
export const UPLOAD_UNREADABLE = 'Something in this file could not be read.';
export const UPLOAD_BUSY = 'The server is busy reading other files. Please try again in a minute.';
export const UPLOAD_IN_PROGRESS =
  'Another file for this group is still being read. Please wait for it to finish, then try again.';
export const TOO_MANY_UPLOADS = 'Too many files were uploaded. Please wait a few minutes and try again.';
