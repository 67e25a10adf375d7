import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { calls, routeOf, type CallName } from '@bs/contract';
import { expect, it } from 'vitest';
import { api, AUTH, describeEachDriver, sharedDbApp, sharedTestApp } from '../../test/harness';
import { buildApp, LOG_REDACT } from '../app';

const GARBAGE: unknown[] = [
  '',
  'x',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '<script>',
  "' OR 1=1 --",
  'A'.repeat(5000),
];

describeEachDriver('http rules', (ctx) => {
  it('requires the client basic header on /api/v1 (not on health, docs or assets)', async () => {
    const { app } = ctx();
    const none = await app.inject({ url: api('get-default-info') });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      status: 'error',
      data: [{ target_element: 'authorization', error_message: expect.any(String) }],
    });
    const wrong = await app.inject({
      url: api('get-default-info'),
      headers: { authorization: 'Basic d3Jvbmc6d3Jvbmc=' },
    });
    expect(wrong.statusCode).toBe(401);
    for (const url of [
      '/health',
      '/health/live',
      '/health/ready',
      '/api/v1/health',
      '/api/docs/json',
      '/assets/plan-logos/rxsaver.svg',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    expect((await app.inject({ url: '/health' })).json()).toMatchObject({
      status: 'success',
      data: { db: 'up' },
    });
  });

  it('answers unknown paths with 404, and a known path with the wrong method with 405 and Allow', async () => {
    for (const [method, url] of [
      ['GET', api('nope')],
      ['POST', api('nope')],
      ['GET', '/api/v2/x'],
    ] as const) {
      const r = await ctx().call({ method, url });
      expect(r.status, url).toBe(404);
      expect(r.body.status).toBe('error');
    }
    for (const [method, url, allow] of [
      ['POST', api('get-default-info'), 'GET, HEAD'],
      ['DELETE', api('continue-enrollment'), 'POST'],
      ['GET', api('change-filter-info/abc'), 'PUT'],
      ['POST', '/health', 'GET, HEAD'],
      ['PUT', '/health/ready?x=1', 'GET, HEAD'],
    ] as const) {
      const r = await ctx().call({ method, url });
      expect(r.status, `${method} ${url}`).toBe(405);
      expect(r.headers.allow, url).toBe(allow);
      expect(r.body).toEqual({
        status: 'error',
        data: [
          { target_element: 'request', error_message: expect.stringContaining(`${method} is not allowed`) },
        ],
      });
    }
  });

  it('refuses bodies over the limit with 413 in the envelope: 1 MiB, 4 MiB for save-screenshot', async () => {
    const post = (call: string, size: number) =>
      ctx().call({
        method: 'POST',
        url: api(call),
        payload: JSON.stringify({ enrollment_id: 'x', name: 'cart', image: 'y'.repeat(size) }),
        headers: { 'content-type': 'application/json' },
      });
    const limitError = {
      status: 'error',
      data: [{ target_element: 'request', error_message: 'The request body is too large.' }],
    };
    const big = await post('add-plan-to-cart', 1024 * 1024);
    expect(big.status).toBe(413);
    expect(big.body).toEqual(limitError);
    // A screenshot may pass 1 MiB (the schema then judges it), not 4 MiB.
    expect((await post('save-screenshot', 2 * 1024 * 1024)).status).toBe(400);
    const huge = await post('save-screenshot', 4 * 1024 * 1024);
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual(limitError);
  });

  it('explains malformed bodies instead of failing', async () => {
    const post = (payload: string, type = 'application/json') =>
      ctx().call({
        method: 'POST',
        url: api('continue-enrollment'),
        payload,
        headers: { 'content-type': type },
      });
    const cases = [
      ['{bad', 400],
      ['[1,2]', 400],
      ['"text"', 400],
      ['null', 400],
    ] as const;
    for (const [payload, status] of cases) {
      const r = await post(payload);
      expect(r.status, payload).toBe(status);
      expect(r.body.status).toBe('error');
    }
    const text = await post('code=1', 'text/plain');
    expect(text.status).toBe(400);
    expect(text.body.data[0].target_element).toBe('request');
    expect((await post('<a/>', 'application/xml')).status).toBe(415);
    const huge = await post(JSON.stringify({ code: 'x', email: 'a@b.co', pad: 'y'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.status).toBe('error');
    const wrongTypes = await ctx().call({
      method: 'POST',
      url: api('continue-enrollment'),
      payload: { code: { $gt: '' }, email: ['a@b.co'] },
    });
    expect(wrongTypes.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
      'code',
      'email',
    ]);
  });

  it('never answers 500 to garbage on any call', async () => {
    for (const name of Object.keys(calls) as CallName[]) {
      const { method, path } = routeOf(name);
      for (const g of GARBAGE) {
        const value = encodeURIComponent(String(g));
        const url = api(path.slice(1).replace(/:\w+/, value || 'x'));
        const query = [
          'agent_id',
          'group_id',
          'user_id',
          'portal_id',
          'zip_code',
          'enrollment_id',
          'column',
          'landing_page',
          'referral_id',
          'pid',
          'plan_id',
          'category',
          'categories',
          'plansId',
          'plansFor',
          'type',
        ]
          .map((k) => `${k}=${value}`)
          .join('&');
        const r =
          method === 'GET'
            ? await ctx().call({ method, url: `${url}?${query}` })
            : await ctx().call({
                method,
                url,
                payload: {
                  zip: g,
                  dob: g,
                  gender: g,
                  tier: g,
                  code: g,
                  email: g,
                  agent_id: g,
                  is_smoker: g,
                  plan_id: g,
                  enrollment_id: g,
                  plan_pricing_id: g,
                  plan_id1: g,
                  plan_pricing_id1: g,
                  answers: [{ question_id: g, yes_no_flag: g, detail: [{ dot_from: g }] }],
                },
              });
        expect(r.status, `${name} ${String(g).slice(0, 20)}`).toBeLessThan(500);
        expect(
          ['success', 'error'],
          `${name} ${String(g).slice(0, 20)} ${JSON.stringify(r.body).slice(0, 200)}`,
        ).toContain(r.body.status);
      }
    }
    // Every call of the table times the garbage list: the time grows with the table and the load of
    // a shared machine, not with any one call (no timing is asserted).
  }, 60_000);

  it('publishes OpenAPI generated from the contract', async () => {
    const doc = (await ctx().app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const { path } of (Object.keys(calls) as CallName[]).map(routeOf)) {
      expect(Object.keys(doc.paths), path).toContain(`/api/v1${path.replace(/:(\w+)/, '{$1}')}`);
    }
    expect(doc.paths['/api/v1/add-filter-for-new-user'].post.requestBody).toBeDefined();
  });
});

it('keeps credentials and personal values out of the logs', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _e, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const ctx = await sharedTestApp('pglite');
  const app = await buildApp({
    db: ctx.db,
    config: ctx.config,
    logger: { level: 'trace', stream, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
  });
  try {
    await app.inject({
      method: 'POST',
      url: api('continue-enrollment'),
      headers: AUTH,
      payload: { code: 'SECRET-CODE', email: 'x@example.com' },
    });
    app.log.info(
      { headers: { authorization: AUTH.authorization }, body: { ssn: '123456789' }, ssn: '123456789' },
      'explicit',
    );
    const all = lines.join('\n');
    expect(all).toContain('continue-enrollment');
    expect(all).not.toContain(AUTH.authorization.slice(6));
    expect(all).not.toContain('SECRET-CODE');
    expect(all).not.toContain('123456789');
  } finally {
    await app.close();
  }
});

it('closes a connection whose request does not arrive in time with a 408 envelope', async () => {
  const app = await sharedDbApp('pglite', { requestTimeoutMs: 1000 });
  try {
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      let got = '';
      const socket = connect(Number(port), '127.0.0.1', () => {
        // Headers promise a body that never comes.
        socket.write(
          `POST /api/v1/continue-enrollment HTTP/1.1\r\nHost: x\r\nAuthorization: ${AUTH.authorization}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"co',
        );
      });
      socket.on('data', (c) => (got += c));
      socket.on('close', () => resolve(got));
      socket.on('error', reject);
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 'error',
      data: [{ target_element: 'request', error_message: 'The request took too long to arrive.' }],
    });
  } finally {
    await app.app.close();
  }
});
