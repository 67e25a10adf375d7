import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WhoAmI } from '@bs/contract';
import type { Queryable } from '../../db';
import { setSessionCookie } from '../../kernel/access/cookie';
import { whoAmIOf, type Principal } from '../../kernel/access/principal';
import {
  createSession,
  purgeDeadSessions,
  SESSION_MAX_SECONDS,
  type SessionOwner,
} from '../../kernel/access/session.repository';

/** Starts a server session for the owner, sets its cookie and answers who is now signed in. */
export async function startSession(
  ctx: { db: Queryable; req: FastifyRequest; reply: FastifyReply },
  owner: SessionOwner,
  principal: Principal,
): Promise<WhoAmI> {
  await purgeDeadSessions(ctx.db);
  const token = await createSession(ctx.db, owner);
  setSessionCookie(ctx.req, ctx.reply, token, SESSION_MAX_SECONDS);
  return whoAmIOf(principal);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
