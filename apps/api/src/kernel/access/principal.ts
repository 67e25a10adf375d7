import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import type { PrincipalKind, WhoAmI } from '@bs/contract';
import { sessionTokenOf } from './cookie';
import { findLiveSession } from './session.repository';

/** Who is asking, as proven by the session cookie (headers and body fields are only hints). */
export type Principal = {
  kind: PrincipalKind;
  first_name: string;
  last_name: string;
  email: string;
  account_id: number | null;
  /** rep: the agent they act for; group administrator: the agent of their group. */
  agent_id: number | null;
  group_id: number | null;
  /** member: their member id. */
  user_id: number | null;
};

type AccountRow = {
  account_id: number;
  kind: 'rep' | 'group_admin' | 'platform_admin';
  first_name: string;
  last_name: string;
  email: string;
  agent_id: number | null;
  group_id: number | null;
};

export async function accountPrincipal(db: Queryable, accountId: number): Promise<Principal | undefined> {
  const [a] = await db.query<AccountRow>(
    `SELECT a.account_id::int AS account_id, a.kind, a.first_name, a.last_name, a.email,
            COALESCE(a.agent_id, g.agent_id) AS agent_id, a.group_id
       FROM accounts a LEFT JOIN groups g ON g.group_id = a.group_id WHERE a.account_id = $1`,
    [accountId],
  );
  return a && { ...a, user_id: null };
}

export async function memberPrincipal(db: Queryable, userId: number): Promise<Principal | undefined> {
  const [m] = await db.query<{ first_name: string; last_name: string; email: string }>(
    'SELECT first_name, last_name, email FROM members WHERE user_id = $1',
    [userId],
  );
  return (
    m && {
      kind: 'member',
      ...m,
      account_id: null,
      agent_id: null,
      group_id: null,
      user_id: userId,
    }
  );
}

const cache = new WeakMap<FastifyRequest, Promise<Principal | null>>();

/** The request's principal from its session cookie, looked up once per request; null when none. */
export function principalOf(req: FastifyRequest, db: Queryable): Promise<Principal | null> {
  let found = cache.get(req);
  if (!found) {
    found = (async () => {
      const token = sessionTokenOf(req);
      if (!token || token.length > 100) return null;
      const s = await findLiveSession(db, token);
      if (!s) return null;
      const p =
        s.account_id != null
          ? await accountPrincipal(db, s.account_id)
          : await memberPrincipal(db, s.user_id as number);
      return p ?? null;
    })();
    cache.set(req, found);
  }
  return found;
}

const HOME: Record<PrincipalKind, string> = {
  rep: '/agent-home',
  group_admin: '/group-home',
  member: '/member-home',
  platform_admin: '/admin/tenants',
};

/** The spec's eprocess of each kind of principal (a platform administrator has none). */
export function eprocessOf(kind: PrincipalKind): 'rep' | 'group' | 'applicant' | null {
  return kind === 'rep' ? 'rep' : kind === 'group_admin' ? 'group' : kind === 'member' ? 'applicant' : null;
}

/** The answer of who-am-i, sign-in and member-sign-in: the principal and the spec's session keys. */
export function whoAmIOf(p: Principal | null): WhoAmI {
  if (!p) return { signed_in: false, principal: null, session_keys: null, home: '/' };
  const eprocess = eprocessOf(p.kind);
  return {
    signed_in: true,
    principal: { kind: p.kind, first_name: p.first_name, last_name: p.last_name, email: p.email },
    session_keys: {
      eprocess,
      agent_id: p.agent_id,
      group_id: p.group_id,
      USER_ID: p.user_id,
    },
    home: HOME[p.kind],
  };
}
