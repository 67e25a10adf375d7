import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/kernel/access/password';
import { DEVICE_COOKIE_PREFIX } from '../../src/kernel/limits/device-cookie';
import { api, type TestCtx } from '../harness';

/** A client address no other test uses (the per-client counters are keyed by it). */
export const newIp = () => `198.18.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 254)}`;
export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export type Client = { ip: string; cookie?: string };

/** POST from a given client (its address and, when it has one, its cookies). */
export const postFrom = (ctx: TestCtx, client: Client, call: string, payload: unknown, lang?: string) =>
  ctx.call({
    method: 'POST',
    url: api(call),
    payload: payload as Record<string, unknown>,
    remoteAddress: client.ip,
    headers: {
      ...(client.cookie ? { cookie: client.cookie } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });

/** The device cookie a successful sign-in or continue set, as a `cookie` header value. */
export function deviceCookieFrom(headers: Record<string, unknown>): string {
  const all = ([] as string[]).concat((headers['set-cookie'] as string | string[] | undefined) ?? []);
  const c = all.find((v) => v.startsWith(DEVICE_COOKIE_PREFIX));
  if (!c) throw new Error(`no device cookie in ${all.join(' | ')}`);
  return c.split(';')[0]!;
}

/** A throwaway rep account (lockouts here never touch the demo sign-ins). */
export async function newRep(ctx: TestCtx, password = 'correct horse battery') {
  const email = uniqueEmail('rep');
  await ctx.db.query(
    `INSERT INTO accounts (email, kind, first_name, last_name, agent_id, password_hash) VALUES ($1,'rep','Test','Rep',10109,$2)`,
    [email, await hashPassword(password)],
  );
  return { email, password };
}

/** A throwaway member of agent 10109 / group 77, signing in by mailed code. */
export async function newMember(ctx: TestCtx) {
  const email = uniqueEmail('member');
  const userId = 700_000 + randomBytes(3).readUIntBE(0, 3);
  await ctx.db.query(
    `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id) VALUES ($1,'Test','Member',$2,'1980-01-01',10109,77)`,
    [userId, email],
  );
  return { email, userId };
}

/** Mails of a kind to an address, newest last. */
export const mailsTo = (ctx: TestCtx, to: string, kind: string) =>
  ctx.db.query<{ text: string }>('SELECT text FROM outbox WHERE to_address = $1 AND kind = $2 ORDER BY id', [
    to,
    kind,
  ]);
export const codeIn = (text: string) => /\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(text)![1]!;

/** Status counts of a batch of answers, e.g. { 401: 4, 429: 20, 200: 1 }. */
export const statuses = (rs: { status: number }[]) =>
  rs.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
