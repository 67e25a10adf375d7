import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { fieldError } from '../../http/errors';
import { NOT_ALLOWED, SIGN_IN_REQUIRED } from './access';
import { ACCESS_RULES, type Action, type ActorKind } from './access-rules';
import { principalOf } from './principal';
import { hasReleaseToken } from './release-token';

/**
 * What a call that always needs a caller asks of the access table (ADR 0028): the actions its
 * handler checks, or 'signed-in' for any session. Each call's need is in its module's table
 * (CallEntry.access, ADR 0030); register-calls.ts puts this cheap kind-level check before schema
 * validation, and the handler still decides the scope (whose agent, group, member).
 */
export type CallNeed = readonly Action[] | 'signed-in';

/** May a caller of this kind make the call at all (some resource in scope)? */
export const kindMayCall = (need: CallNeed, kind: ActorKind): boolean =>
  need === 'signed-in' ? kind !== 'release_token' : need.some((a) => ACCESS_RULES[a][kind] !== 'never');

/**
 * 401 without a session (or release token, where the table gives tokens a column), 403 when the
 * caller's kind may never make the call. Reads the session once; the handler's own check reuses it.
 */
export async function precheckCall(
  req: FastifyRequest,
  db: Queryable,
  releaseToken: string | undefined,
  need: CallNeed,
): Promise<void> {
  if (need !== 'signed-in' && kindMayCall(need, 'release_token') && hasReleaseToken(req, releaseToken))
    return;
  const kind = (await principalOf(req, db))?.kind;
  if (!kind) throw fieldError(401, 'session', SIGN_IN_REQUIRED);
  if (!kindMayCall(need, kind)) throw fieldError(403, 'session', NOT_ALLOWED);
}
