import { calls, errorEnvelope, routes, successEnvelope, type CallName, type CallSchemas } from '@bs/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db';
import type { Mailer } from './kernel/mail/mailer';
import type { Verifiers } from './kernel/verify/verifiers';
import { CALL_DOCS } from './http/call-docs';
import type { Handler, HandlerTable } from './kernel/handler';
import { enrollmentGuard, type MayTouchEnrollment } from './http/enrollment-guard';
import { CALL_ACCESS, precheckCall } from './kernel/access/call-access';
import { fieldError } from './http/errors';
import { plainNumbers } from './http/query-numbers';

// Calls whose body may exceed the app-wide 1 MB limit: a PNG screenshot of up to 2 MB decoded
// (~2.8 MB of base64), a census file of up to 5 MB (~6.7 MB of base64). The limit sits above the
// schema's maximum so the schema names the field.
const BODY_LIMITS: Partial<Record<CallName, number>> = {
  'save-screenshot': 4 * 1024 * 1024,
  'preview-census': 8 * 1024 * 1024,
};

/**
 * Registers every entry of the contract's `routes` table with the schemas of `calls`, so a new
 * call needs only its handler and its tag and description in CALL_DOCS (http/call-docs.ts): the
 * HandlerTable and Record types make a missing one a compile error.
 */
export function registerCalls(
  app: FastifyInstance,
  handlers: HandlerTable,
  deps: {
    db: Db;
    config: AppConfig;
    mailer: Mailer;
    verify: Verifiers;
    /** The one access decision of enrollment ids (kernel/access/enrollment-access.ts). */
    mayTouchEnrollment: MayTouchEnrollment;
  },
): void {
  const guard = enrollmentGuard(deps.mayTouchEnrollment);
  for (const name of Object.keys(routes) as CallName[]) {
    const { method, path } = routes[name];
    const schema: CallSchemas = calls[name];
    const handler = handlers[name] as unknown as Handler<CallName>;
    const queryNumbers = schema.query && plainNumbers(schema.query);
    const paramNumbers = schema.params && plainNumbers(schema.params);
    // A body whose fields are all optional would pass as {}: a missing one is refused instead.
    const emptyBodyPasses = schema.body?.safeParse({}).success ?? false;
    const need = CALL_ACCESS[name];
    app.route({
      method,
      url: path,
      ...(BODY_LIMITS[name] && { bodyLimit: BODY_LIMITS[name] }),
      schema: {
        operationId: name,
        tags: [CALL_DOCS[name][0]],
        ...(schema.query && { querystring: schema.query }),
        ...(schema.body && { body: schema.body }),
        ...(schema.params && { params: schema.params }),
        response: { 200: successEnvelope(schema.data), '4xx': errorEnvelope },
      },
      // Who is calling comes before what they sent (ADR 0028): before the body is even parsed.
      ...(need && {
        onRequest: async (req: FastifyRequest) => precheckCall(req, deps.db, deps.config.releaseToken, need),
      }),
      preValidation: async (req: FastifyRequest) => {
        queryNumbers?.(req.query);
        paramNumbers?.(req.params);
        // A missing body becomes {} so validation names each missing field instead of "body";
        // JSON null is refused like any other body that is not an object (the body is required).
        if (schema.body && req.body === undefined) {
          if (emptyBodyPasses) throw fieldError(400, 'request', 'The request body is empty.');
          req.body = {};
        }
      },
      preHandler: guard,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const data = await handler({
          query: req.query as never,
          body: req.body as never,
          params: req.params as never,
          db: deps.db,
          config: deps.config,
          mailer: deps.mailer,
          lang: req.lang,
          verify: deps.verify,
          req,
          reply,
        });
        return { status: 'success' as const, data };
      },
    });
  }
}
