import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentKeyHeader, signInRep, startApi, until, type ApiProcess } from './api-process';
import { createTestDb, DRIVERS } from './harness';
import { BASE_PROFILE, dobForAge } from './shop';
import { freePort, smtpPeer } from './smtp-peer';
import type { Db } from '../src/db';

/**
 * The deployment of docs/deploy.md in small: two API processes on two ports, one PostgreSQL,
 * one SMTP server. Whatever one instance writes or counts, the other sees.
 */
describe.runIf(DRIVERS.includes('pg'))('two API instances on one PostgreSQL', () => {
  const peer = smtpPeer();
  let a: ApiProcess;
  let b: ApiProcess;
  let drop: () => Promise<void>;
  let shared: Db;
  beforeAll(async () => {
    const db = await createTestDb('pg');
    drop = db.drop;
    shared = db.db;
    const port = await peer.listen(await freePort());
    const env = {
      DATABASE_URL: db.url!,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_INTERVAL_MS: '100',
    };
    // Started together: migrations and the demo seed serialise on their advisory lock.
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
  }, 120_000);
  afterAll(async () => {
    for (const api of [a, b]) api?.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await peer.close();
    await drop?.();
  });

  /**
   * Starts an enrollment; answers it and the headers its later calls need: the browser's enrollment
   * key an applicant's start sets, or the signed-in staff session `as` it was started with (ADR 0013).
   */
  const enrollment = async (
    api: ApiProcess,
    profile: Record<string, unknown> = {},
    as?: { cookie: string },
  ) => {
    const r = await api.call(
      'POST',
      '/api/v1/add-filter-for-new-user',
      { ...BASE_PROFILE, dob: dobForAge(40), ...profile },
      as,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const headers = as ?? enrollmentKeyHeader(r);
    expect(headers).toBeDefined();
    return { id: r.body.data.temp_enrollment_id as string, headers: headers! };
  };
  type Held = Awaited<ReturnType<typeof enrollment>>;
  const addPlan = (api: ApiProcess, e: Held, planPricingId: number) =>
    api.call(
      'POST',
      '/api/v1/add-plan-to-cart',
      { enrollment_id: e.id, plan_id: 1001, plan_pricing_id: planPricingId },
      e.headers,
    );
  const count = async (api: ApiProcess, e: Held) =>
    (await api.call('GET', `/api/v1/get-cart-count?enrollment_id=${e.id}`, undefined, e.headers)).body.data
      .result;

  it('a cart written through one instance is read through the other', async () => {
    // One browser, whose calls land on either instance: its key works on both (bound in the database).
    const e = await enrollment(a);
    expect((await addPlan(a, e, 100101)).status).toBe(200);
    expect(await count(b, e)).toBe(1);
    const cart = (await b.call('GET', `/api/v1/get-plan-cart?enrollment_id=${e.id}`, undefined, e.headers))
      .body;
    expect(JSON.stringify(cart)).toContain('"plan_id":1001');
    // Changed through the other one, seen by the first.
    expect((await addPlan(b, e, 100102)).status).toBe(200);
    expect(await count(a, e)).toBe(1);
    const after = (await a.call('GET', `/api/v1/get-plan-cart?enrollment_id=${e.id}`, undefined, e.headers))
      .body;
    expect(JSON.stringify(after)).toContain('100102');
  });

  it('a filter or cart changed through one instance is what the other prices next (issue 31)', async () => {
    const e = await enrollment(a);
    expect((await addPlan(a, e, 100101)).status).toBe(200);
    const read = async (api: ApiProcess, call: string) =>
      (
        await api.call(
          'GET',
          `/api/v1/${call}${call.includes('?') ? '&' : '?'}enrollment_id=${e.id}`,
          undefined,
          e.headers,
        )
      ).body.data;
    // Both instances keep the enrollment after reading it (migration 0048).
    for (const api of [a, b]) expect((await read(api, 'get-plan-cart')).tier).toBe('IO');
    const priced = await read(b, 'get-plan-pricing-detail?pid=1001');
    const changed = await a.call('PUT', `/api/v1/change-filter-info/${e.id}`, { tier: 'IF' }, e.headers);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await read(b, 'get-plan-cart')).tier).toBe('IF');
    expect(await read(b, 'get-plan-pricing-detail?pid=1001')).not.toEqual(priced);
    expect((await addPlan(b, e, 100102)).status).toBe(200);
    expect(JSON.stringify(await read(a, 'get-plan-cart'))).toContain('100102');
  });

  it('continue-code attempts count across both instances', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const attempt = (api: ApiProcess) =>
      api.call('POST', '/api/v1/continue-enrollment', { email, code: 'WRONG-0000' });
    for (const api of [a, b, a, b, a]) expect((await attempt(api)).status).toBe(422);
    for (const api of [b, a]) {
      const r = await attempt(api);
      expect(r.status).toBe(429);
      expect(r.body.data[0].error_message).toMatch(/Too many attempts/);
    }
  });

  it('the quote rate limit counts across both, and every queued mail is sent exactly once', async () => {
    // Signed in on one instance, the session works on both (sessions live in the database).
    const rep = await signInRep(a);
    // A rep's enrollment: only the signed-in rep starts it and works on it (ADR 0013).
    const e = await enrollment(a, { eprocess: 'rep', open_type: 'agent' }, rep);
    expect((await addPlan(a, e, 100101)).status).toBe(200);
    const quote = (api: ApiProcess, n: number) =>
      api.call(
        'POST',
        '/api/v1/save-enrollment',
        { enrollment_id: e.id, tab: 'cart_info', email: `quote-${n}@example.com`, name: 'Robin Case' },
        rep,
      );
    // 20 quotes an hour per cart, sent half through each instance, concurrently.
    const sent = await Promise.all(Array.from({ length: 20 }, (_, n) => quote(n % 2 ? a : b, n)));
    expect(sent.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const api of [a, b]) expect((await quote(api, 99)).status).toBe(429);

    await until(async () => peer.received.length >= 20, 30_000);
    // Both workers keep polling: give them several more rounds to send anything twice.
    await new Promise((r) => setTimeout(r, 1500));
    const recipients = peer.received.map((m) => m.to[0]).sort();
    expect(recipients).toEqual(Array.from({ length: 20 }, (_, n) => `quote-${n}@example.com`).sort());
    const ids = peer.received.map((m) => /Message-ID: <(outbox-\d+)@/i.exec(m.raw)?.[1]);
    expect(new Set(ids).size).toBe(20);
  }, 60_000);
  it('a tenant published through one instance is served by the other at once, and disabled the same way', async () => {
    const admin = await a.call('POST', '/api/v1/sign-in', {
      email: 'admin@benefit-store.example',
      password: 'demo-platform-admin',
    });
    const cookie = { cookie: /bs_session=[^;]+/.exec(admin.headers.get('set-cookie') ?? '')![0] };
    const slug = `live-${Date.now().toString(36)}`;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const upload = async (field: string) =>
      (
        await a.call(
          'POST',
          '/api/v1/upload-tenant-image',
          { slug, field, content_type: 'image/svg+xml', content_base64: Buffer.from(svg).toString('base64') },
          cookie,
        )
      ).body.data.file_name as string;
    const form = {
      slug,
      name: 'Live Store',
      kind: 'group',
      agent_id: 10109,
      group_id: 77,
      theme: { primary: '#0b6e4f' },
      logo: await upload('logo'),
      image: await upload('image'),
      branding: {
        display_phone: '(206) 555-0100',
        display_email: 'help@example.com',
        tagline: 'Live at once',
        display_about_name: 'About',
        about: 'A store published through one instance.',
      },
      menu: ['dental'],
    };
    // Warm the other instance's view first, so a stale cache would show.
    expect((await b.call('GET', `/${slug}/`)).body).not.toContain(`"slug":"${slug}"`);
    const created = await a.call('POST', '/api/v1/create-tenant', form, cookie);
    expect(created.status).toBe(200);
    const started = Date.now();
    await until(
      async () => String((await b.call('GET', `/${slug}/`)).body).includes(`"slug":"${slug}"`),
      5_000,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    const logo = await b.call('GET', created.body.data.logo_url);
    expect(logo.status).toBe(200);
    // Re-branded through b, seen by a.
    const fresh = (await b.call('GET', `/api/v1/get-tenant?slug=${slug}`, undefined, cookie)).body.data;
    const rebrand = await b.call(
      'POST',
      '/api/v1/update-tenant',
      { ...fresh.tenant, theme: { ...fresh.tenant.theme, primary: '#1f5fae' }, version: fresh.version },
      cookie,
    );
    expect(rebrand.status).toBe(200);
    await until(async () => String((await a.call('GET', `/${slug}/`)).body).includes('#1f5fae'), 5_000);
    await a.call('POST', '/api/v1/set-tenant-status', { slug, status: 'disabled' }, cookie);
    await until(async () => (await b.call('GET', `/${slug}/`)).status === 410, 5_000);
  }, 60_000);

  it('a key revoked, rebound or completed through one instance is refused by both at once (ADR 0032)', async () => {
    const cart = async (api: ApiProcess, e: Held) =>
      (await api.call('GET', `/api/v1/get-plan-cart?enrollment_id=${e.id}`, undefined, e.headers)).status;
    const both = async (e: Held) => [await cart(a, e), await cart(b, e)];
    // Each instance remembers the browser's grant after a read.
    const revoked = await enrollment(a);
    const completed = await enrollment(b);
    for (const e of [revoked, completed]) expect(await both(e)).toEqual([200, 200]);
    expect(await both(revoked)).toEqual([200, 200]);
    // Revocation (and a rebind, which starts with it), committed by neither instance's cache.
    await shared.query('DELETE FROM enrollment_keys WHERE enrollment_id = $1', [revoked.id]);
    expect((await both(revoked)).every((s) => s !== 200)).toBe(true);
    // Completion, past its receipt hour.
    await shared.query(
      `UPDATE enrollments SET completed_at = now() - interval '2 hours' WHERE enrollment_id = $1`,
      [completed.id],
    );
    const after = await both(completed);
    expect(after.every((s) => s !== 200)).toBe(true);
  });
});
