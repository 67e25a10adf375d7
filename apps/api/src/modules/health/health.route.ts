import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';

/** For load balancers: 200 when the database answers, 503 otherwise (always the envelope). */
export function registerHealth(app: FastifyInstance, db: Db, url: string): void {
  app.get(url, { schema: { hide: true } }, async (_req, reply) => {
    const started = Date.now();
    try {
      await db.query('SELECT 1');
      return { status: 'success', data: { db: 'up', driver: db.driver, latency_ms: Date.now() - started } };
    } catch {
      return reply.code(503).send({
        status: 'error',
        data: [{ target_element: 'db', error_message: 'The database is not reachable.' }],
      });
    }
  });
}
