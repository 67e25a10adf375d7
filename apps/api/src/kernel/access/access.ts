import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { fieldError } from '../../http/errors';
import { ACCESS_RULES, type Action, type Owner, type Scope } from './access-rules';
import { principalOf, type Principal } from './principal';
import { hasReleaseToken } from './release-token';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const NOT_ALLOWED = 'You do not have access to this agent, group or member.';

type Ctx = { req: FastifyRequest; db: Queryable };

/**
 * A rep's book, in one definition (ADR 0010, 0013): the groups an agent serves, and the members
 * whose agent is the rep's or whose group is one of those. The access check ('book',
 * 'served-group') and the current-members list both read it, so a person sees exactly the book
 * they may touch.
 */
export const servedGroupsSql = (agent: string) =>
  `(SELECT group_id FROM agent_groups WHERE agent_id = ${agent} UNION SELECT group_id FROM groups WHERE agent_id = ${agent})`;
export const agentBookSql = (member: string, agent: string) =>
  `(${member}.agent_id = ${agent} OR ${member}.group_id IN ${servedGroupsSql(agent)})`;

async function agentServesGroup(db: Queryable, agentId: number, groupId: number): Promise<boolean> {
  const [row] = await db.query(`SELECT 1 WHERE $2::int IN ${servedGroupsSql('$1::int')}`, [agentId, groupId]);
  return !!row;
}

const known = (v: number | null | undefined): v is number => v != null;

/** Does `scope` hold for this principal and owner? Pure lookups; no side effects. */
export async function inScope(db: Queryable, scope: Scope, p: Principal, o: Owner): Promise<boolean> {
  switch (scope) {
    case 'never':
      return false;
    case 'any':
      return true;
    case 'own-agent':
      return known(p.agent_id) && o.agent_id === p.agent_id;
    case 'group-agent':
      return known(p.group_id) && known(o.agent_id) && agentServesGroup(db, o.agent_id, p.group_id);
    case 'served-group':
      return known(p.agent_id) && known(o.group_id) && agentServesGroup(db, p.agent_id, o.group_id);
    case 'book':
      return (
        known(p.agent_id) &&
        (o.agent_id === p.agent_id ||
          (known(o.group_id) && (await agentServesGroup(db, p.agent_id, o.group_id))))
      );
    case 'own-group':
      return known(p.group_id) && o.group_id === p.group_id;
    case 'self':
      return known(p.user_id) && o.user_id === p.user_id;
  }
}

/**
 * The table's answer without a refusal, for a decision that takes another path instead of failing
 * (completion writes a possible duplicate when the caller may not change the member, ADR 0024).
 */
export async function mayAct(db: Queryable, p: Principal | null, action: Action, owner: Owner) {
  return !!p && (await inScope(db, ACCESS_RULES[action][p.kind], p, owner));
}

/**
 * The one guard of every rep, group and member call: 401 without a live session, 403 when the
 * table (access-rules.ts) does not let this principal do `action` on a resource of `owner`.
 * Returns the principal, whose ids (not the request's headers or body) the handler then uses.
 */
export async function authorize(ctx: Ctx, action: Action, owner: Owner): Promise<Principal> {
  const p = await principalOf(ctx.req, ctx.db);
  if (!p) throw fieldError(401, 'session', SIGN_IN_REQUIRED);
  if (!(await inScope(ctx.db, ACCESS_RULES[action][p.kind], p, owner)))
    throw fieldError(403, 'session', NOT_ALLOWED);
  return p;
}

/** Signed in at all (any kind); 401 otherwise. */
export async function requirePrincipal(ctx: Ctx): Promise<Principal> {
  const p = await principalOf(ctx.req, ctx.db);
  if (!p) throw fieldError(401, 'session', SIGN_IN_REQUIRED);
  return p;
}

/** Shorthands for the screens' calls (get-agent-members, get-group-users and the rest). */
export const requireAgentAccess = (ctx: Ctx, action: Action, agentId: number) =>
  authorize(ctx, action, { agent_id: agentId });
export const requireGroupAccess = (ctx: Ctx, action: Action, groupId: number) =>
  authorize(ctx, action, { group_id: groupId });

/**
 * A member by id, for `action`: the member's agent and group decide. An unknown id answers 403
 * like a member outside the book, so ids cannot be probed (401 first without a session).
 */
export async function requireMemberAccess(ctx: Ctx, action: Action, userId: number) {
  await requirePrincipal(ctx);
  const [m] =
    Number.isSafeInteger(userId) && userId > 0 && userId <= 2_147_483_647
      ? await ctx.db.query<{ user_id: number; agent_id: number; group_id: number }>(
          'SELECT user_id, agent_id, group_id FROM members WHERE user_id = $1',
          [userId],
        )
      : [];
  if (!m) throw fieldError(403, 'session', NOT_ALLOWED);
  const principal = await authorize(ctx, action, m);
  return { principal, member: m };
}

/** Who acts on a call the access table opens to release tokens: a token, or a signed-in person. */
export type Actor = { kind: 'release_token'; who: string } | (Principal & { who: string });

/**
 * The guard of calls a release token may make (ADR 0018): the token (x-release-token) acts as the
 * table's `release_token` column, anyone else as their session's principal. 401 without either,
 * 403 when the table refuses. Tokens have no book, so only 'any' lets one through.
 */
export async function authorizeActor(
  ctx: Ctx & { config: { releaseToken?: string } },
  action: Action,
): Promise<Actor> {
  if (hasReleaseToken(ctx.req, ctx.config.releaseToken)) {
    if (ACCESS_RULES[action].release_token !== 'any') throw fieldError(403, 'session', NOT_ALLOWED);
    return { kind: 'release_token', who: 'release token' };
  }
  const p = await authorize(ctx, action, {});
  return { ...p, who: p.email };
}
