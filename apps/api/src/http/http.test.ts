import { Writable } from 'node:stream';
import { routes, type CallName } from '@bs/contract';
import { expect, it } from 'vitest';
import { api, AUTH, describeEachDriver, sharedTestApp } from '../../test/harness';
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
    for (const url of ['/health', '/api/v1/health', '/api/docs/json', '/assets/plan-logos/rxsaver.svg']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    expect((await app.inject({ url: '/health' })).json()).toMatchObject({
      status: 'success',
      data: { db: 'up' },
    });
  });

  it('answers unknown routes and methods with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', api('nope')],
      ['POST', api('get-default-info')],
      ['DELETE', api('continue-enrollment')],
      ['GET', '/api/v2/x'],
    ] as const) {
      const r = await ctx().call({ method, url });
      expect(r.status, url).toBe(404);
      expect(r.body.status).toBe('error');
    }
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
    for (const name of Object.keys(routes) as CallName[]) {
      const { method, path } = routes[name];
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
  });

  it('publishes OpenAPI generated from the contract', async () => {
    const doc = (await ctx().app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const { path } of Object.values(routes)) {
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
