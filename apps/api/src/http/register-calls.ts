import { calls, errorEnvelope, routes, successEnvelope, type CallName, type CallSchemas } from '@bs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import type { Handler, HandlerTable } from './handler';

const tagOf = (name: string) => name.replace(/^(get|validate|add|change|continue)-/, '').split('-')[0];

/**
 * Registers every entry of the contract's `routes` table with the schemas of `calls`, so a new
 * call needs only its handler (the HandlerTable type makes a missing one a compile error).
 */
export function registerCalls(
  app: FastifyInstance,
  handlers: HandlerTable,
  deps: { db: Db; config: AppConfig },
): void {
  for (const name of Object.keys(routes) as CallName[]) {
    const { method, path } = routes[name];
    const schema: CallSchemas = calls[name];
    const handler = handlers[name] as unknown as Handler<CallName>;
    app.route({
      method,
      url: path,
      schema: {
        operationId: name,
        tags: [tagOf(name)],
        ...(schema.query && { querystring: schema.query }),
        ...(schema.body && { body: schema.body }),
        ...(schema.params && { params: schema.params }),
        response: { 200: successEnvelope(schema.data), '4xx': errorEnvelope },
      },
      // A missing body becomes {} so validation names each missing field instead of "body".
      preValidation: schema.body
        ? async (req: FastifyRequest) => {
            if (req.body == null) req.body = {};
          }
        : undefined,
      handler: async (req: FastifyRequest) => {
        const data = await handler({
          query: req.query as never,
          body: req.body as never,
          params: req.params as never,
          db: deps.db,
          config: deps.config,
          req,
        });
        return { status: 'success' as const, data };
      },
    });
  }
}
