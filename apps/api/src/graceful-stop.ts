import type { FastifyInstance } from 'fastify';
import type { Db } from './db';

/**
 * SIGTERM (orchestrators, `docker stop`) and SIGINT (Ctrl+C) stop the API gracefully: stop
 * listening, finish the requests in flight (Fastify answers 503 to new requests on open
 * connections meanwhile), stop the outbox worker (its onClose hook finishes the current send and
 * gives back the rest of its claim), close the database (which frees the PGlite directory) and
 * exit 0. If any of that hangs past `timeoutMs`, the process exits 1 so a supervisor notices.
 */
export function installGracefulStop(app: FastifyInstance, db: Db, timeoutMs: number): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A terminal's Ctrl+C reaches both `npm start`'s launcher and the API, and the launcher
    // forwards it too: a repeated signal must not cut the graceful stop short.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    const deadline = setTimeout(() => {
      console.error(`The API did not stop within ${timeoutMs / 1000} s after ${signal}; exiting anyway.`);
      process.exit(1);
    }, timeoutMs);
    // Fastify closes the connections idle when the stop begins; a keep-alive connection whose
    // request was in flight becomes idle only after its answer: close those as they get there.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(sweep);
      await db.close();
      clearTimeout(deadline);
      process.exit(0);
    } catch (err) {
      console.error('The API could not stop cleanly:', err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', (s) => void stop(s));
  process.on('SIGINT', (s) => void stop(s));
}
