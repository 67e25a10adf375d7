import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { fieldError } from '../../http/errors';
import { authorize } from '../auth/access';

/** Until each admin handler lands: signed-in platform admins get 404, everyone else 401/403. */
export async function pendingAdminCall(ctx: { req: FastifyRequest; db: Queryable }): Promise<never> {
  await authorize(ctx, 'manage-tenants', {});
  throw fieldError(404, 'slug', 'This store was not found.');
}
