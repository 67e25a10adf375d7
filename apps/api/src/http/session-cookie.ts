/**
 * The session cookie's name; the value is the 256-bit token itself, never stored server-side.
 * Here, below the kernel, so the web layer can tell a signed-in page request (kernel/access/cookie.ts).
 */
export const SESSION_COOKIE = 'bs_session';
