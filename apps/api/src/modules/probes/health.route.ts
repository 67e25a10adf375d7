import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db';
import { loadMigrations } from '../../db/migrate';

const unavailable = (reply: FastifyReply, message: string) =>
  reply.code(503).send({ status: 'error', data: [{ target_element: 'db', error_message: message }] });

/**
 * Health for load balancers and orchestrators, always in the envelope:
 * - `<url>`: 200 when the database answers, 503 otherwise (as it always was);
 * - `<url>/live`: liveness, the process answers (restart it when this fails);
 * - `<url>/ready`: readiness, the database answers and every migration this build knows is
 *   applied (send it traffic only then). During a graceful stop Fastify answers 503 to all three.
 */
export function registerHealth(app: FastifyInstance, db: Db, url: string): void {
  const expected = loadMigrations().map((m) => m.version);
  app.get(url, { schema: { hide: true } }, async (_req, reply) => {
    const started = Date.now();
    try {
      await db.query('SELECT 1');
      return { status: 'success', data: { db: 'up', driver: db.driver, latency_ms: Date.now() - started } };
    } catch {
      return unavailable(reply, 'The database is not reachable.');
    }
  });
  app.get(`${url}/live`, { schema: { hide: true } }, async () => ({
    status: 'success',
    data: { live: true, uptime_s: Math.round(process.uptime()) },
  }));
  app.get(`${url}/ready`, { schema: { hide: true } }, async (_req, reply) => {
    let applied: Set<string>;
    try {
      applied = new Set(
        (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
      );
    } catch (err) {
      // 42P01: no schema_migrations table yet, so nothing is applied.
      if ((err as { code?: string }).code !== '42P01')
        return unavailable(reply, 'The database is not reachable.');
      applied = new Set();
    }
    const missing = expected.filter((v) => !applied.has(v));
    if (missing.length) return unavailable(reply, `Migrations not applied yet: ${missing.join(', ')}.`);
    return { status: 'success', data: { ready: true, driver: db.driver, migrations: expected.length } };
  });
}
