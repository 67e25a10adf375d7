import { expect, it } from 'vitest';
import { stranger } from '../browsers';
import { api, describeEachDriver, withHeaders, type TestCtx } from '../harness';
import { newEnrollment } from '../shop';
import { sessionHeaders } from '../sign-in';
import { get, memberEnrollment, post, walkEnrollment } from '../wizard';

/**
 * Issue "Trust: an enrollment belongs to whoever started it" (ADR 0013): each finding replayed
 * as an attacker would, with nothing but the public client header and an id. `stranger: true`
 * is another browser (no enrollment key); a refusal must look exactly like an unknown id.
 */
const UNKNOWN = 'ZzUnknownEnrollment000';
const MEMBER_READS = [
  'get-existing-primary-health-info',
  'get-dependents-existing-user-enrollment',
  'get-beneficiaries-existing-user-enrollment',
  'get-form-fields-personal-info',
  'get-form-fields-contact-info',
  'get-existing-card-info',
  'get-existing-bank-info',
  'get-enrollment-temp-info',
] as const;

const query = (call: string, id: string): Record<string, string> =>
  call === 'get-enrollment-temp-info' ? { enrollment_id: id, column: 'contact_info' } : { enrollment_id: id };
/** The answer a made-up id gets, with the id written as `<id>`: what a refusal must equal. */
const asUnknown = async (ctx: TestCtx, call: string) => {
  const r = await get(stranger(ctx), call, query(call, UNKNOWN));
  return { status: r.status, body: JSON.parse(JSON.stringify(r.body).replaceAll(UNKNOWN, '<id>')) };
};
const answerOf = async (ctx: TestCtx, call: string, id: string) => {
  const r = await get(ctx, call, query(call, id));
  return { status: r.status, body: JSON.parse(JSON.stringify(r.body).replaceAll(id, '<id>')) };
};
const memberRow = async (ctx: TestCtx, userId: number) =>
  (await ctx.db.query('SELECT email, phone, address1 FROM members WHERE user_id = $1', [userId]))[0];
describeEachDriver('attack: an enrollment belongs to whoever started it', (ctx) => {
  it('the chain, step 1: an anonymous start cannot claim an existing member, nor point at one later', async () => {
    const claim = await stranger(ctx()).call({
      method: 'POST',
      url: api('add-filter-for-new-user'),
      payload: {
        zip: '30301',
        dob: '03/12/1984',
        gender: 1,
        tier: 'IF',
        eprocess: 'applicant',
        agent_id: 10109,
        group_id: 77,
        type: 'existing-member',
      },
    });
    expect(claim.status).toBe(400);
    expect(claim.body.data[0].target_element).toBe('type');
    const id = await newEnrollment(ctx());
    const pivot = await ctx().call({
      method: 'PUT',
      url: api(`change-filter-info/${id}`),
      payload: { user_id: 5001 },
    });
    expect(pivot.status).toBe(400);
    const [row] = await ctx().db.query('SELECT user_id, type FROM enrollments WHERE enrollment_id = $1', [
      id,
    ]);
    expect(row).toEqual({ user_id: null, type: 'new-member' });
  });

  it('the pivot of each field: person, book and eprocess are fixed at creation', async () => {
    const id = await newEnrollment(ctx());
    for (const payload of [{ user_id: 5001 }, { agent_id: 20417 }, { group_id: 1929 }, { eprocess: 'rep' }]) {
      const r = await ctx().call({ method: 'PUT', url: api(`change-filter-info/${id}`), payload });
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.data).toEqual([
        { target_element: Object.keys(payload)[0], error_message: 'This field cannot be changed here.' },
      ]);
    }
    const [row] = await ctx().db.query(
      'SELECT user_id, agent_id, group_id, eprocess, filter_info FROM enrollments WHERE enrollment_id = $1',
      [id],
    );
    expect(row).toMatchObject({ user_id: null, agent_id: 10109, group_id: 77, eprocess: 'applicant' });
    expect(row.filter_info).toMatchObject({
      user_id: null,
      agent_id: 10109,
      group_id: 77,
      eprocess: 'applicant',
    });
    // The quote basics still change.
    const tier = await ctx().call({
      method: 'PUT',
      url: api(`change-filter-info/${id}`),
      payload: { tier: 'IS' },
    });
    expect(tier.status).toBe(200);
  });

  it("the chain, step 2: with an existing member's enrollment id, no read answers anything but 'unknown'", async () => {
    const { as: rep, id } = await memberEnrollment(ctx(), 'rep10109', 5001, 'IF');
    for (const call of MEMBER_READS) {
      // The rep sees Maria's record (the same call, signed in)...
      const own = await get(rep, call, query(call, id));
      expect(own.status, call).toBe(200);
      // ...a stranger with the id, and the rep's own browser once signed out, see an unknown id.
      expect(await answerOf(stranger(ctx()), call, id), call).toEqual(await asUnknown(ctx(), call));
      expect(await answerOf(ctx(), call, id), call).toEqual(await asUnknown(ctx(), call));
    }
    const health = await get(rep, 'get-existing-primary-health-info', { enrollment_id: id });
    expect(JSON.stringify(health.body)).not.toContain('Lopez');
  });

  it("the chain, step 3: a stranger cannot pay with the member's saved card, complete, or take over the sign-in e-mail", async () => {
    const { id } = await memberEnrollment(ctx(), 'rep10109', 5001, 'IF');
    const before = await memberRow(ctx(), 5001);
    const [card] = await ctx().db.query<{ card_id: number }>(
      `SELECT instrument_id AS card_id FROM payment_instruments WHERE user_id = 5001 AND kind = 'card' LIMIT 1`,
    );
    const pay = await post(stranger(ctx()), 'save-billing-info-existing', {
      enrollment_id: id,
      payment_method: 'cc',
      card_id: card?.card_id ?? 1,
    });
    expect(pay.status).toBe(404);
    const done = await post(stranger(ctx()), 'complete-enrollment', { enrollment_id: id });
    expect(done.status).toBe(404);
    expect(await memberRow(ctx(), 5001)).toEqual(before);
    const [e] = await ctx().db.query<{ completed_at: Date | null; sections: Record<string, unknown> }>(
      'SELECT completed_at, sections FROM enrollments WHERE enrollment_id = $1',
      [id],
    );
    expect(e.completed_at).toBeNull();
    expect(e.sections.payment_info).toBeUndefined();
  });

  it('a member benefit store link starts a new applicant with the basics, never the member record', async () => {
    const r = await post(ctx(), 'add-filter-for-member', {
      member_token: 'mbs_Ze4Rt9Yp2Lm6Nq8Ks1Xw3Vc5',
      tier: 'IO',
    });
    expect(r.status).toBe(200);
    const id: string = r.body.data.temp_enrollment_id;
    const [row] = await ctx().db.query(
      'SELECT user_id, type, invited_user_id FROM enrollments WHERE enrollment_id = $1',
      [id],
    );
    expect(row).toEqual({ user_id: null, type: 'new-member', invited_user_id: 5003 });
    // The name shows (it is their link); the record does not open.
    const who = await get(ctx(), 'get-group-agent-member-info', { enrollment_id: id });
    expect(who.body.data.result.user_info).toEqual({ first_name: 'Aisha', last_name: 'Khan' });
    for (const call of ['get-existing-primary-health-info', 'get-dependents-existing-user-enrollment'])
      expect((await get(ctx(), call, { enrollment_id: id })).status, call).toBe(422);
    for (const call of ['get-existing-card-info', 'get-existing-bank-info'])
      expect((await get(ctx(), call, { enrollment_id: id })).body.data.result, call).toEqual([]);
  });

  it('after completion the id alone gives nothing; the receipt stays with its browser for a stated hour', async () => {
    const { id } = await walkEnrollment(ctx());
    for (const call of ['get-receipt', 'get-receipt-pdf', 'get-enrollment-temp-info', 'get-plan-cart'])
      expect(await answerOf(stranger(ctx()), call, id), call).toEqual(await asUnknown(ctx(), call));
    expect((await get(ctx(), 'get-receipt', { enrollment_id: id })).status).toBe(200);
    expect((await get(ctx(), 'get-receipt-pdf', { enrollment_id: id })).status).toBe(200);
    // Staff whose book holds it always read it (the default store is agent 10109's).
    const rep = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep10109'));
    expect((await get(rep, 'get-receipt', { enrollment_id: id })).status).toBe(200);
    expect((await get(rep, 'get-receipt-pdf', { enrollment_id: id })).status).toBe(200);
    await ctx().db.query(
      `UPDATE enrollments SET completed_at = now() - interval '61 minutes' WHERE enrollment_id = $1`,
      [id],
    );
    expect(await answerOf(ctx(), 'get-receipt', id)).toEqual(await asUnknown(ctx(), 'get-receipt'));
    expect((await get(rep, 'get-receipt', { enrollment_id: id })).status).toBe(200);
    // Read-only: even the rep cannot change it.
    const change = await rep.call({
      method: 'PUT',
      url: api(`change-filter-info/${id}`),
      payload: { tier: 'IO' },
    });
    expect(change.status).toBe(409);
  });

  it("a rep's or group's enrollment is started only by that rep or group, signed in, for their own book", async () => {
    const body = { zip: '30301', dob: '04/18/1988', gender: 1, tier: 'IO', agent_id: 10109, group_id: 77 };
    const anonymous = await post(stranger(ctx()), 'add-filter-for-new-user', { ...body, eprocess: 'rep' });
    expect(anonymous.status).toBe(401);
    const dana = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep20417'));
    expect((await post(dana, 'add-filter-for-new-user', { ...body, eprocess: 'rep' })).status).toBe(403);
    const jordan = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep10109'));
    const own = await post(jordan, 'add-filter-for-new-user', { ...body, eprocess: 'rep' });
    expect(own.body.data.show_quotation).toBe('yes');
    // Not bound to the browser: signed out, the same browser reaches nothing.
    const id = own.body.data.temp_enrollment_id;
    expect((await get(jordan, 'get-cart-count', { enrollment_id: id })).status).toBe(200);
    expect(await answerOf(ctx(), 'get-cart-count', id)).toEqual(await asUnknown(ctx(), 'get-cart-count'));
    // Dana's book does not hold group 77's default store.
    expect(await answerOf(dana, 'get-cart-count', id)).toEqual(await asUnknown(ctx(), 'get-cart-count'));
  });

  it('the book a rep sees is the book the access rules let them touch (5003 is in 20417’s)', async () => {
    const dana = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep20417'));
    const listed: number[] = [];
    for (let page = 1; page < 50; page++) {
      const r = await get(dana, 'get-agent-members', { agent_id: 20417, page, search: '' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const rows = r.body.data.rows as { user_id: number }[];
      listed.push(...rows.map((m) => m.user_id));
      if (rows.length === 0 || listed.length >= r.body.data.total) break;
    }
    expect(listed).toContain(5003);
    expect(listed).toContain(5004);
    expect(listed).not.toContain(5001);
    for (const user_id of [5003, 5004])
      expect((await get(dana, 'get-member-info', { user_id })).status, String(user_id)).toBe(200);
    expect((await get(dana, 'get-member-info', { user_id: 5001 })).status).toBe(403);
  });

  it('sign-out forgets the browser key, so the next person at the computer reaches nothing', async () => {
    const out = await ctx().call({ method: 'POST', url: api('sign-out'), payload: {} });
    const cookies = ([] as unknown[]).concat(out.headers['set-cookie'] ?? []).map(String);
    expect(cookies.some((c) => /^bs_ek=;.*Max-Age=0/.test(c))).toBe(true);
  });
});
