import type { CallName, PrincipalKind } from '@bs/contract';
import { expect, it } from 'vitest';
import { callTable } from '../../src/calls';
import { kindMayCall } from '../../src/kernel/access/call-access';
import { AUTH, describeEachDriver } from '../harness';
import {
  injectOptions,
  invalidRequest,
  operationsOf,
  validRequest,
  type Request,
} from '../schema/operations';
import { rng, runSeed } from '../schema/random';
import { sessionHeaders, type Who } from '../sign-in';

/**
 * Issue 26 finding 8, ADR 0028: who is calling is checked before what they sent. Generated from
 * the live /api/docs/json: a call is found to need a session when a valid request without one
 * answers 401 (target "session"); every such call must name its access need in its module's table (CallEntry.access) (so the check runs before
 * validation), and answer 401 to an anonymous empty, broken or unparsable request, never a field's
 * 400. Each signed-in kind the access table refuses gets 403 for the same requests.
 */
const AS: Record<PrincipalKind, Who> = {
  member: 'member5001',
  rep: 'rep10109',
  group_admin: 'group77',
  platform_admin: 'platformAdmin',
};
const KINDS = Object.keys(AS) as PrincipalKind[];

let client = 0;
const nextClient = () => `10.78.${(client >> 8) & 255}.${client++ & 255}`;

describeEachDriver('attack: authorisation before validation (generated)', (ctx) => {
  it('answers 401/403 before any 400 on every call that needs a session', async () => {
    const seed = runSeed();
    const { app } = ctx();
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const ops = operationsOf(doc);
    const hints = { agent_id: () => 10109, group_id: () => 77, user_id: () => 5001 };

    const send = async (req: Request, headers: Record<string, string> = {}, raw?: string) => {
      const opts = injectOptions(req, { ...AUTH, ...headers });
      const res = await app.inject({
        ...opts,
        ...(raw !== undefined && {
          payload: raw,
          headers: { ...opts.headers, 'content-type': 'application/json' },
        }),
        remoteAddress: nextClient(),
      });
      const target = (res.json() as { data?: { target_element?: string }[] }).data?.[0]?.target_element;
      return `${res.statusCode} ${target ?? ''}`.trim();
    };

    // Which calls need a session, as the API answers them (not as the table says).
    const needing = [];
    for (const [i, op] of ops.entries()) {
      const answer = await send(validRequest(op, rng(seed + i), hints));
      if (answer === '401 session') needing.push(op);
    }
    const names = needing.map((o) => o.operationId);
    console.log(`seed ${seed}: ${needing.length} of ${ops.length} calls need a session`);
    expect(names).toEqual(expect.arrayContaining(['create-tenant', 'update-tenant', 'save-trading-partner']));
    const unlisted = names.filter((n) => !callTable[n as CallName]?.access);
    expect(unlisted, 'calls that check the caller only after validation').toEqual([]);

    const sessions = Object.fromEntries(
      await Promise.all(KINDS.map(async (k) => [k, await sessionHeaders(ctx(), AS[k])] as const)),
    ) as Record<PrincipalKind, { cookie: string }>;
    const wrong: string[] = [];
    for (const [i, op] of needing.entries()) {
      const need = callTable[op.operationId as CallName]?.access;
      if (!need || need === 'depends-on-input') continue;
      const r = rng(seed + 1000 + i);
      const bare: Request = { ...validRequest(op, r, hints), query: {}, body: op.body ? {} : undefined };
      const probes: [string, Request, string?][] = [['empty', bare]];
      const broken = invalidRequest(op, r, hints);
      if (broken) probes.push([broken.what, broken]);
      if (op.body) probes.push(['unparsable', bare, '{"not json']);
      const expected: [string, Record<string, string>, string][] = [
        ['anonymous', {}, '401 session'],
        ...KINDS.filter((k) => !kindMayCall(need, k)).map(
          (k) => [k, sessions[k], '403 session'] as [string, Record<string, string>, string],
        ),
      ];
      for (const [who, headers, want] of expected)
        for (const [what, req, raw] of probes) {
          const got = await send(req, headers, raw);
          if (got !== want) wrong.push(`${op.operationId} as ${who}, ${what}: ${got} (want ${want})`);
        }
    }
    expect(wrong, `seed ${seed}`).toEqual([]);
  }, 180_000);
});
