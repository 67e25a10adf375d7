import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { anotherBrowser, stranger } from '../browsers';
import { api, describeEachDriver, withHeaders, type TestCtx } from '../harness';
import { sessionHeaders } from '../sign-in';
import { get, PLANS, post, walkEnrollment, wizardEnrollment } from '../wizard';

/**
 * Continuing elsewhere (ADR 0013): the code and the mailed link each prove the person and bind
 * the browser that uses them; the link carries a token of its own, never the enrollment id; a
 * completed enrollment only says that it is complete.
 */
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');
const b64url = (s: string) => Buffer.from(s).toString('base64url');
const uniqueEmail = () => `elsewhere.${randomBytes(4).toString('hex')}@example.com`;

async function saveForLater(ctx: TestCtx, id: string, tab = 'contact_info') {
  const email = uniqueEmail();
  const r = await post(ctx, 'save-enrollment', { enrollment_id: id, email, tab, data: {} });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const [mail] = await ctx.db.query<{ text: string }>(
    'SELECT text FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  const code = /^([A-Z2-9]{4}-[A-Z2-9]{4})$/m.exec(mail!.text)![1]!;
  const [, linkId, linkTab] = /\/direct-continue\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(mail!.text)!;
  return { email, code, token: unb64(linkId!), tab: unb64(linkTab!) };
}
const byCode = (ctx: TestCtx, code: string, email: string) =>
  ctx.call({
    method: 'POST',
    url: api('continue-enrollment'),
    payload: { code, email },
    remoteAddress: `10.45.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });
const byLink = (ctx: TestCtx, token: string) => ctx.call({ url: api(`direct-continue/${token}`) });
const cartCount = (ctx: TestCtx, id: string) => get(ctx, 'get-cart-count', { enrollment_id: id });

describeEachDriver('attack: continuing elsewhere proves the person, and the link is not the id', (ctx) => {
  it('the mailed link carries its own token; the id in its place opens nothing', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.dental]);
    const saved = await saveForLater(ctx(), id);
    expect(saved.tab).toBe('contact_info');
    expect(saved.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(saved.token).not.toContain(id);
    const [row] = await ctx().db.query(
      'SELECT count(*)::int AS n FROM continue_links WHERE token_hash = $1',
      [saved.token],
    );
    expect(row!.n).toBe(0); // only its hash is stored
    expect((await byLink(stranger(ctx()), id)).status).toBe(400);
    expect((await byLink(stranger(ctx()), b64url(id).padEnd(43, 'A'))).status).toBe(410);
  });

  it('a second device continues by code, a third by the link; a device that proved nothing gets nothing', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.dental]);
    const saved = await saveForLater(ctx(), id);
    const phone = anotherBrowser(ctx());
    const laptop = anotherBrowser(ctx());
    const outsider = anotherBrowser(ctx());
    expect(await cartCount(phone, id)).toMatchObject({ status: 404 });
    const resumed = await byCode(phone, saved.code, saved.email);
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.data.result).toMatchObject({
      enrollment_id: id,
      completed: false,
      saved_tab: 'contact_info',
    });
    expect(await cartCount(phone, id)).toMatchObject({ status: 200 });
    const linked = await byLink(laptop, saved.token);
    expect(linked.body.data.result).toEqual(resumed.body.data.result);
    expect(await cartCount(laptop, id)).toMatchObject({ status: 200 });
    expect(await cartCount(outsider, id)).toMatchObject({ status: 404 });
  });

  it('a newer save revokes the older link; completion revokes every link and continuing only says it is complete', async () => {
    const { id } = await walkEnrollment(ctx(), { complete: false });
    const first = await saveForLater(ctx(), id, 'payment_info');
    const second = await saveForLater(ctx(), id, 'payment_info');
    expect((await byLink(anotherBrowser(ctx()), first.token)).status).toBe(410);
    expect((await byLink(anotherBrowser(ctx()), second.token)).status).toBe(200);
    const done = await post(ctx(), 'complete-enrollment', { enrollment_id: id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await byLink(anotherBrowser(ctx()), second.token)).status).toBe(410);
    const later = anotherBrowser(ctx());
    const resumed = await byCode(later, second.code, second.email);
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.result.completed).toBe(true);
    // Proving the code of a completed enrollment binds nothing: its data stays closed.
    expect(
      (await get(later, 'get-enrollment-temp-info', { enrollment_id: id, column: 'contact_info' })).status,
    ).toBe(404);
  });

  it("an existing member's saved enrollment continues only with the member or their staff signed in", async () => {
    const rep = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep10109'));
    const started = await post(rep, 'add-filter-for-existing-user', {
      enroll_type: 'existing-member',
      user_id: 5002,
      tier: 'IO',
    });
    const id: string = started.body.data.temp_enrollment_id;
    const saved = await saveForLater(rep, id, 'primary_info');
    const home = anotherBrowser(ctx());
    const r = await byCode(home, saved.code, saved.email);
    expect(r.status).toBe(401);
    expect(r.body.data[0].error_message).toBe(
      'This enrollment is for a current member. Please sign in, then continue it from your home page.',
    );
    const signedIn = withHeaders(home, await sessionHeaders(ctx(), 'rep10109'));
    expect((await byLink(signedIn, saved.token)).status).toBe(200);
    expect(await cartCount(signedIn, id)).toMatchObject({ status: 200 });
    expect(await cartCount(home, id)).toMatchObject({ status: 404 });
  });
});
