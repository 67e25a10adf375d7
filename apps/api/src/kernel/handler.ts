import type { CallData, CallName, calls } from '@bs/contract';
import type { Language } from '@bs/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import type { Mailer } from './mail/mailer';
import type { Verifiers } from './verify/verifiers';

type Calls = typeof calls;
/** The parsed (output) side of a call's query, body or params schema; undefined when the call has none. */
type Parsed<N extends CallName, K extends 'query' | 'body' | 'params'> =
  Calls[N] extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export type HandlerContext<N extends CallName> = {
  query: Parsed<N, 'query'>;
  body: Parsed<N, 'body'>;
  params: Parsed<N, 'params'>;
  db: Db;
  config: AppConfig;
  /** The outbox: handlers queue mail in their transaction and kick the worker after it commits. */
  mailer: Mailer;
  /** The request's language: texts the handler composes itself (HTML, e-mails) are written in it.
   * Messages in the envelope (errors, `message` keys) are translated centrally; write them in English. */
  lang: Language;
  /** E-mail and phone verification providers (local by default; paid services plug in here). */
  verify: Verifiers;
  req: FastifyRequest;
  /** For the few calls that set a header themselves (the session cookie of sign-in and sign-out). */
  reply: FastifyReply;
};

/** One contract call: validated input in, the envelope's `data` out (throw ApiError for field errors). */
export type Handler<N extends CallName> = (ctx: HandlerContext<N>) => Promise<CallData<N>>;
export type HandlerTable = { [N in CallName]: Handler<N> };
