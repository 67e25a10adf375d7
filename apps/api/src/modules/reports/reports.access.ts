import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { authorize, requirePrincipal } from '../../kernel/access/access';
import { ownBook, scopeOf } from './reports.service';

/** 401 without a session, 403 unless the access table lets this person see their book's reports. */
export async function reportScopeFor(ctx: { req: FastifyRequest; db: Queryable }) {
  const asker = await requirePrincipal(ctx);
  const principal = await authorize(ctx, 'view-reports', ownBook(asker));
  return scopeOf(principal);
}
