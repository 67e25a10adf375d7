import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createPgDb } from '../../db/pg';
import { api, DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { sessionHeaders, type Who } from '../../../test/sign-in';
import type { RemoteName } from '@bs/mf';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootOf, browserCookie, manifestOf, shellDistWith, storeBuild } from '../../../test/releases';

const TOKEN = 'release-token-for-the-tests-0123456789abcdef';
const BUILT = '2026-11-20T10:00:00.000Z';
const ENV_CART = '/remotes/cart-quote/mf-manifest.json';
const storeUrl = (remote: string, v: string) => `/releases/${remote}/${v}/mf-manifest.json`;

for (const driver of DRIVERS) {
  describe(`remote releases [${driver}]`, () => {
    let ctx: TestCtx;
    let url: string | undefined;
    let close: () => Promise<void>;
    const store = mkdtempSync(join(tmpdir(), 'bs-remotes-store-'));
    beforeAll(async () => {
      ({ ctx, url, close } = await startTestApp(driver, {
        releaseToken: TOKEN,
        shellDist: shellDistWith(),
        remotesStoreDir: store,
      }));
    });
    afterAll(() => close());

    const as = async (who: Who | 'token' | null, call: string, body?: object, query = '') => {
      const headers =
        who === 'token' ? { 'x-release-token': TOKEN } : who ? await sessionHeaders(ctx, who) : {};
      return ctx.call(
        body === undefined
          ? { url: api(`${call}${query}`), headers }
          : { method: 'POST', url: api(call), payload: body, headers },
      );
    };
    const publish = (
      version: string,
      remote: RemoteName = 'cart_quote',
      over: Record<string, unknown> = {},
    ) =>
      as('token', 'publish-release', {
        ...publishBody(version, remote, manifestOf(remote, over)),
        commit_sha: 'abc1234',
      });
    /** A publish request for a build written to the store first (so its files exist and match). */
    const publishBody = (
      version: string,
      remote: RemoteName = 'cart_quote',
      manifest: object = manifestOf(remote),
    ) => ({
      remote,
      version,
      built_at: BUILT,
      size_bytes: 12345,
      manifest,
      digest: storeBuild(store, remote, version, manifest),
    });
    /** The cart's manifest URL and release on a store page, for one browser (its bs_rid cookie). */
    const cartOn = async (path: string, cookie?: string) => {
      const page = await ctx.call({ url: path, headers: cookie ? { cookie } : {} });
      expect(page.status).toBe(200);
      const boot = bootOf(String(page.body));
      return { url: boot.remotes!.cart_quote, release: boot.releases!.cart_quote!, headers: page.headers };
    };

    it('lets only the platform administrator or the release token in', async () => {
      expect((await as(null, 'list-releases')).status).toBe(401);
      expect((await as('rep10109', 'list-releases')).status).toBe(403);
      expect((await as('group77', 'rollback-release', { remote: 'shop' })).status).toBe(403);
      expect((await as('member5001', 'list-releases')).status).toBe(403);
      const wrong = await ctx.call({
        url: api('list-releases'),
        headers: { 'x-release-token': `${TOKEN}x` },
      });
      expect(wrong.status).toBe(401);
      expect((await as('platformAdmin', 'list-releases')).status).toBe(200);
      const listed = await as('token', 'list-releases', undefined, '?remote=shop');
      expect(listed.status).toBe(200);
      expect(listed.body.data.remotes).toMatchObject([
        { remote: 'shop', active_version: null, versions: [] },
      ]);
      // A token opens the release calls only: the tenant console stays closed to it.
      expect((await as('token', 'list-tenants')).status).toBe(401);
    });

    it('publishes a version without changing what stores load, and records who did it', async () => {
      const r = await publish('cq-first1');
      expect(r.status).toBe(200);
      expect(r.body.data.versions[0]).toMatchObject({
        version: 'cq-first1',
        manifest_url: storeUrl('cart_quote', 'cq-first1'),
        commit_sha: 'abc1234',
        size_bytes: 12345,
        published_by: 'release token',
        failures: 0,
      });
      expect(r.body.data.changes[0]).toMatchObject({ action: 'publish', who: 'release token' });
      expect((await cartOn('/')).url).toBe(ENV_CART);
      // A retried CI job is a no-op; other contents under the same version are refused.
      expect((await publish('cq-first1')).status).toBe(200);
      const clash = await as(
        'token',
        'publish-release',
        publishBody('cq-first1', 'cart_quote', manifestOf('cart_quote', { id: 'other contents' })),
      );
      expect(clash.status).toBe(409);
    });

    it("refuses a build that breaks the shell's contract, naming each reason", async () => {
      const noRoutes = await publish('cq-broken1', 'cart_quote', {
        exposes: [{ path: './other', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
      });
      expect(noRoutes.status).toBe(422);
      expect(noRoutes.body.data).toEqual([
        {
          target_element: 'manifest',
          error_message: 'The build does not expose ./routes, the module the shell loads.',
        },
      ]);
      const wrongName = await publish('cq-broken2', 'cart_quote', { metaData: manifestOf('shop').metaData });
      expect(wrongName.body.data[0].error_message).toBe(
        'The federation name is "shop", the shell loads "cart_quote".',
      );
      const oldReact = manifestOf('cart_quote');
      oldReact.shared[0] = { name: 'react', version: '18.3.1', singleton: true, requiredVersion: '^18.3.1' };
      oldReact.shared[1] = { ...oldReact.shared[1]!, singleton: false };
      const r = await as('token', 'publish-release', publishBody('cq-broken3', 'cart_quote', oldReact));
      expect(r.status).toBe(422);
      expect(r.body.data.map((e: { error_message: string }) => e.error_message)).toEqual([
        'react: the remote requires ^18.3.1, the shell provides 19.3.1.',
        'react-dom is shared but not as a singleton.',
      ]);
      const noScreen = manifestOf('shop');
      noScreen.exposes[0]!.assets.js.async = noScreen.exposes[0]!.assets.js.async.filter(
        (f) => !f.startsWith('screen-plans.'),
      );
      const s = await publish('shop-broken1', 'shop', { exposes: noScreen.exposes });
      expect(s.body.data[0].error_message).toBe(
        './routes has no chunk for the screen "plans" of the route table.',
      );
      const es = await ctx.call({
        method: 'POST',
        url: api('publish-release'),
        headers: { 'x-release-token': TOKEN, 'accept-language': 'es' },
        payload: publishBody(
          'cq-broken2',
          'cart_quote',
          manifestOf('cart_quote', { metaData: manifestOf('shop').metaData }),
        ),
      });
      expect(es.body.data[0].error_message).toBe(
        'El nombre de federación es "shop"; el shell carga "cart_quote".',
      );
      // A build that bundles its screens together (no screen-<id> chunks) is not held to the screen rule.
      const bundled = manifestOf('enrollment_wizard');
      bundled.exposes[0]!.assets.js.async = ['123.abcdef1234.js'];
      expect((await publish('ew-bundled1', 'enrollment_wizard', { exposes: bundled.exposes })).status).toBe(
        200,
      );
      const listed = await as('token', 'list-releases', undefined, '?remote=cart_quote');
      expect(listed.body.data.remotes[0].versions.map((v: { version: string }) => v.version)).not.toContain(
        'cq-broken1',
      );
    });

    it('refuses a version whose files are not in the store, or differ from its digest (ADR 0028)', async () => {
      const body = publishBody('cq-files1');
      const missing = await as('token', 'publish-release', { ...body, version: 'cq-nofiles1' });
      expect(missing.status).toBe(422);
      expect(missing.body.data).toEqual([
        { target_element: 'version', error_message: 'The remotes store has no files for this version.' },
      ]);
      // The files changed after they were hashed (a tampered store, a half-finished copy).
      writeFileSync(join(store, 'cart_quote', 'cq-files1', 'remoteEntry.js'), 'alert(1)');
      const changed = await as('token', 'publish-release', body);
      expect(changed.status).toBe(422);
      expect(changed.body.data).toEqual([
        {
          target_element: 'digest',
          error_message: 'The files of this version in the remotes store do not match its digest.',
        },
      ]);
      const registered = await ctx.db.query(
        "SELECT version FROM remote_versions WHERE version IN ('cq-nofiles1', 'cq-files1')",
      );
      expect(registered).toEqual([]);
    });

    it('pins a version for one tenant: that store loads it, another does not', async () => {
      await publish('cq-pin1');
      const pinned = await as('platformAdmin', 'pin-release', {
        remote: 'cart_quote',
        tenant_slug: 'summit-benefits',
        version: 'cq-pin1',
      });
      expect(pinned.status).toBe(200);
      expect(pinned.body.data.pins).toEqual([{ tenant_slug: 'summit-benefits', version: 'cq-pin1' }]);
      expect(pinned.body.data.changes[0]).toMatchObject({
        action: 'pin',
        who: 'admin@benefit-store.example',
      });
      const summit = await cartOn('/summit-benefits/cart');
      expect(summit.url).toBe(storeUrl('cart_quote', 'cq-pin1'));
      // The page names the SRI hashes of the files the browser fetches first (ADR 0028).
      const sri = (file: string) =>
        `sha384-${createHash('sha384')
          .update(readFileSync(join(store, 'cart_quote', 'cq-pin1', file)))
          .digest('base64')}`;
      expect(summit.release).toEqual({
        version: 'cq-pin1',
        integrity: { 'mf-manifest.json': sri('mf-manifest.json'), 'remoteEntry.js': sri('remoteEntry.js') },
        fallbacks: [{ version: null, url: ENV_CART }],
      });
      expect((await cartOn('/northwind-employees/cart')).url).toBe(ENV_CART);
      const unknown = await as('token', 'pin-release', {
        remote: 'cart_quote',
        tenant_slug: 'nowhere',
        version: 'cq-pin1',
      });
      expect(unknown.status).toBe(404);
      const unpinned = await as('token', 'pin-release', {
        remote: 'cart_quote',
        tenant_slug: 'summit-benefits',
        version: null,
      });
      expect(unpinned.body.data.pins).toEqual([]);
      expect((await cartOn('/summit-benefits/cart')).url).toBe(ENV_CART);
    });

    it('rolls a version out to a share of browsers, each keeping its answer', async () => {
      await publish('shop-roll1', 'shop');
      const r = await as('token', 'rollout-release', { remote: 'shop', version: 'shop-roll1', percent: 50 });
      expect(r.body.data).toMatchObject({ rollout_version: 'shop-roll1', rollout_percent: 50 });
      const browsers: { cookie: string; inside: boolean }[] = [];
      for (let i = 0; i < 40; i++) {
        const page = await ctx.call({ url: '/plans' });
        const cookie = browserCookie(page.headers);
        browsers.push({ cookie, inside: bootOf(String(page.body)).releases!.shop!.version === 'shop-roll1' });
      }
      const inside = browsers.filter((b) => b.inside).length;
      expect(inside).toBeGreaterThan(5);
      expect(inside).toBeLessThan(35);
      for (const b of browsers.slice(0, 10)) {
        const again = await ctx.call({ url: '/', headers: { cookie: b.cookie } });
        expect(bootOf(String(again.body)).releases!.shop!.version === 'shop-roll1').toBe(b.inside);
        expect(again.headers['set-cookie']).toBeUndefined();
      }
      // Raising the share keeps everyone who had it and adds the rest.
      await as('token', 'rollout-release', { remote: 'shop', version: 'shop-roll1', percent: 100 });
      for (const b of browsers.slice(0, 10)) {
        const again = await ctx.call({ url: '/', headers: { cookie: b.cookie } });
        expect(bootOf(String(again.body)).releases!.shop!.version).toBe('shop-roll1');
      }
      const ended = await as('token', 'rollout-release', {
        remote: 'shop',
        version: 'shop-roll1',
        percent: 0,
      });
      expect(ended.body.data).toMatchObject({ rollout_version: null, rollout_percent: 0 });
      expect(bootOf(String((await ctx.call({ url: '/' })).body)).releases!.shop!.version).toBeNull();
    });

    it('activates for everyone, rolls back step by step, then refuses with nothing left', async () => {
      await publish('cq-act1');
      await publish('cq-act2');
      expect((await as('token', 'activate-release', { remote: 'cart_quote', version: 'nope1' })).status).toBe(
        404,
      );
      await as('token', 'activate-release', { remote: 'cart_quote', version: 'cq-act1' });
      const two = await as('platformAdmin', 'activate-release', { remote: 'cart_quote', version: 'cq-act2' });
      expect(two.body.data).toMatchObject({ active_version: 'cq-act2', rollback_to: 'cq-act1' });
      await as('token', 'pin-release', {
        remote: 'cart_quote',
        tenant_slug: 'summit-benefits',
        version: 'cq-act2',
      });
      const page = await cartOn('/northwind-employees/cart');
      expect(page.url).toBe(storeUrl('cart_quote', 'cq-act2'));
      expect(page.release.fallbacks).toEqual([{ version: null, url: ENV_CART }]);

      const back = await as('token', 'rollback-release', { remote: 'cart_quote' });
      expect(back.body.data).toMatchObject({ active_version: 'cq-act1', rollback_to: null, pins: [] });
      expect(back.body.data.changes[0]).toMatchObject({ action: 'rollback', version: 'cq-act1' });
      expect((await cartOn('/summit-benefits/cart')).url).toBe(storeUrl('cart_quote', 'cq-act1'));
      const again = await as('token', 'rollback-release', { remote: 'cart_quote' });
      expect(again.body.data.active_version).toBeNull();
      expect((await cartOn('/cart')).url).toBe(ENV_CART);
      const none = await as('token', 'rollback-release', { remote: 'cart_quote' });
      expect(none.status).toBe(409);
      expect(none.body.data[0].target_element).toBe('remote');
    });

    it('counts the load failures browsers report for a registered version only', async () => {
      await publish('cq-fail1');
      const report = (version: string) =>
        ctx.call({
          method: 'POST',
          url: api('report-release-failure'),
          payload: { remote: 'cart_quote', version, error: 'chunk 404' },
        });
      expect((await report('cq-fail1')).body.data).toEqual({ recorded: true });
      await report('cq-fail1');
      expect((await report('not-registered')).status).toBe(200);
      const listed = await as('token', 'list-releases', undefined, '?remote=cart_quote');
      const row = listed.body.data.remotes[0].versions.find(
        (v: { version: string }) => v.version === 'cq-fail1',
      );
      expect(row).toMatchObject({ failures: 2, last_error: 'chunk 404' });
      expect(
        listed.body.data.remotes[0].versions.some((v: { version: string }) => v.version === 'not-registered'),
      ).toBe(false);
      // Open to every page, so bounded per client like the other open calls (ADR 0014).
      const fromOneBrowser = () =>
        ctx.call({
          method: 'POST',
          url: api('report-release-failure'),
          payload: { remote: 'cart_quote', version: 'cq-fail1', error: 'chunk 404' },
          remoteAddress: '203.0.113.9',
        });
      const statuses: number[] = [];
      for (let i = 0; i <= 30; i++) statuses.push((await fromOneBrowser()).status);
      expect([statuses[0], statuses[29], statuses[30]]).toEqual([200, 200, 429]);
    });

    it.runIf(driver === 'pg')(
      'two API instances on one PostgreSQL agree on what is live at once',
      async () => {
        const otherDb = createPgDb(url!, 2);
        const other = await buildApp({ db: otherDb, config: ctx.config, logger: false });
        try {
          const onOther = async () => {
            const page = await other.inject({ url: '/northwind-employees/cart' });
            return bootOf(page.body).remotes!.member_admin;
          };
          await publish('ma-two1', 'member_admin');
          await publish('ma-two2', 'member_admin');
          expect(await onOther()).toBe('/remotes/member-admin/mf-manifest.json');
          for (const v of ['ma-two1', 'ma-two2', 'ma-two1']) {
            await as('token', 'activate-release', { remote: 'member_admin', version: v });
            expect(await onOther()).toBe(storeUrl('member_admin', v));
          }
          await as('token', 'rollback-release', { remote: 'member_admin' });
          expect(await onOther()).toBe(storeUrl('member_admin', 'ma-two2'));
        } finally {
          await other.close();
          await otherDb.close();
        }
      },
    );
  });
}
