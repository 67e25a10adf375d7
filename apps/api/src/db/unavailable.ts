/**
 * The database cannot be reached (stopped, restarting, network gone, or too slow to answer within
 * the configured timeouts). The error handler answers 503 with a "try again" message: the request
 * was fine and may succeed in a moment, unlike a 500.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'BS_DB_UNAVAILABLE';
  constructor(readonly cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

// Socket-level failures of the connection itself.
const NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATEs meaning "not now" rather than "bad request": connection exceptions (class 08),
// server shutting down or starting (57P01-57P03), too many connections, statement timeout, and
// a database that is not there (3D000: dropped, or not restored yet) or that refuses this
// server's credentials (28000, 28P01: a password being rotated, a role not created yet). None of
// these is the request's fault, and each can end without a restart of the API: the pool opens
// new connections on the next request.
const SQLSTATE = /^(08...|57P0[123]|53300|57014|3D000|28000|28P01)$/;
// node-postgres reports its own timeouts and dead connections with these messages.
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Cannot use a pool after calling end/i;

/** Whether `err` says the database is unreachable (as opposed to an error in the statement). */
export function isConnectionError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NET_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  // Dual-stack connects ('localhost') fail with an AggregateError of one error per address.
  return Array.isArray(e.errors) && e.errors.some(isConnectionError);
}

/** Rethrows connection failures as DatabaseUnavailableError; other errors unchanged. */
export const classify = (err: unknown): unknown =>
  isConnectionError(err) ? new DatabaseUnavailableError(err) : err;
