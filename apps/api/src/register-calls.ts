import {
  calls,
  errorEnvelope,
  routeOf,
  successEnvelope,
  type CallName,
  type CallSchemas,
} from '@bs/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db';
import type { Mailer } from './kernel/mail/mailer';
import type { Verifiers } from './kernel/verify/verifiers';
import type { CallEntry, CallTable } from './kernel/calls/call-entry';
import type { Handler } from './kernel/handler';
import { enrollmentGuard, type MayTouchEnrollment } from './http/enrollment-guard';
import { precheckCall } from './kernel/access/call-access';
import { anonymousWriteCheck } from './kernel/limits/anonymous-limit';
import { fieldError } from './http/errors';
import { plainNumbers } from './http/query-numbers';

/**
 * Registers every call of the contract at its route (`routeOf`), with its schemas and what its
 * module's table says of it (src/calls.ts, ADR 0030): handler, tag, access need, anonymous budget,
 * rate limit, body limit and error naming. A new call needs its schemas and its module's entry: the
 * CallTable type makes a missing one a compile error.
 */
export function registerCalls(
  app: FastifyInstance,
  table: CallTable,
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
  for (const name of Object.keys(calls) as CallName[]) {
    const { method, path } = routeOf(name);
    const schema: CallSchemas = calls[name];
    const entry = table[name] as CallEntry<CallName>;
    const handler = entry.handler as unknown as Handler<CallName>;
    const queryNumbers = schema.query && plainNumbers(schema.query);
    const paramNumbers = schema.params && plainNumbers(schema.params);
    // A body whose fields are all optional would pass as {}: a missing one is refused instead.
    const emptyBodyPasses = schema.body?.safeParse({}).success ?? false;
    const need = entry.access === 'depends-on-input' ? undefined : entry.access;
    // Every request counts against an anonymous write's budget, valid or not (ADR 0029).
    const anonymous = entry.anonymous && anonymousWriteCheck(entry.anonymous, deps.db);
    app.route({
      method,
      url: path,
      ...(entry.bodyLimit && { bodyLimit: entry.bodyLimit }),
      config: {
        ...(entry.rateLimited && { rateLimit: {} }),
        errorNaming: { section: entry.errorSection, unnest: entry.errorUnnest },
      },
      schema: {
        operationId: name,
        tags: [entry.docs[0]],
        ...(schema.query && { querystring: schema.query }),
        ...(schema.body && { body: schema.body }),
        ...(schema.params && { params: schema.params }),
        response: { 200: successEnvelope(schema.data), '4xx': errorEnvelope },
      },
      // Who is calling comes before what they sent (ADR 0028): before the body is even parsed.
      ...(need && {
        onRequest: async (req: FastifyRequest) => precheckCall(req, deps.db, deps.config.releaseToken, need),
      }),
      preValidation: [
        ...(anonymous ? [anonymous] : []),
        async (req: FastifyRequest) => {
          queryNumbers?.(req.query);
          paramNumbers?.(req.params);
          // A missing body becomes {} so validation names each missing field instead of "body";
          // JSON null is refused like any other body that is not an object (the body is required).
          if (schema.body && req.body === undefined) {
            if (emptyBodyPasses) throw fieldError(400, 'request', 'The request body is empty.');
            req.body = {};
          }
        },
      ],
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
