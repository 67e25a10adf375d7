import { afterAll, beforeAll, expect, it } from 'vitest';
import { anotherBrowser } from '../browsers';
import { insertCensus, GROUP_4100_ADMIN, sessionOf, tokenIn } from '../census';
import { api, describeEachDriver, sharedDbApp, withHeaders, type TestCtx } from '../harness';
import { until } from '../api-process';
import { decodedMail, freePort, mailingTo, smtpPeer } from '../smtp-peer';
import { get, post, putInCart, PLANS } from '../wizard';

/**
 * Issue 26, findings 3 and 4 (ADR 0026), replayed as an attacker would: a browser that opened a
 * mis-addressed link keeps nothing after a revoke and a new invitation, and a second browser
 * given a live token sees nothing from the census and cannot waive until it proves the birth
 * date or a code mailed (over a real SMTP peer) to the census address.
 */
// Lakeside's open enrollment is closed (ADR 0034): Evelyn, hired five days ago, is in her own
// new-hire window.
const CENSUS = {
  dob: '1979-11-23',
  zip: '30305',
  gender: 1,
  hire_date: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10),
};
const CENSUS_TRACES = ['11/23/1979', '1979-11-23', '30305', 'Evelyn', '"gender"', 'temp_enrollment_id'];

describeEachDriver('attack: invitations are bound to one person', (_ctx, driver) => {
  let app: TestCtx;
  let admin: TestCtx;
  const peer = smtpPeer();
  beforeAll(async () => {
    const port = await freePort();
    await peer.listen(port);
    app = await sharedDbApp(driver, mailingTo(port));
    admin = withHeaders(app, await sessionOf(app.db, GROUP_4100_ADMIN));
  });
  afterAll(async () => {
    await app.app.close();
    await peer.close();
  });

  const emailOf = async (id: number) =>
    (
      await app.db.query<{ email: string }>('SELECT email FROM census_employees WHERE census_id = $1', [id])
    )[0]!.email;
  const invite = async (id: number, mode: 'invite' | 'remind' = 'invite') => {
    const r = await post(admin, 'send-invitations', { group_id: 4100, mode, census_ids: [id] });
    expect(r.body.data).toMatchObject({ sent: 1 });
    const [mail] = await app.db.query<{ text: string }>(
      `SELECT text FROM outbox WHERE kind = 'invitation' AND to_address = $1 ORDER BY id DESC LIMIT 1`,
      [await emailOf(id)],
    );
    return tokenIn(mail!.text)!;
  };
  const open = (b: TestCtx, token: string) => post(b, 'open-invitation', { token });
  const censusRow = async (id: number) =>
    (
      await app.db.query(
        'SELECT enrollment_id, waived_at, waive_reason, enrolled_at FROM census_employees WHERE census_id = $1',
        [id],
      )
    )[0];
  const enrollmentOf = async (id: string) =>
    (
      await app.db.query(
        `SELECT e.filter_info, e.sections, (SELECT count(*)::int FROM cart_items c WHERE c.enrollment_id = e.enrollment_id) AS cart
           FROM enrollments e WHERE enrollment_id = $1`,
        [id],
      )
    )[0];

  it('finding 3: revoke then re-invite gives a fresh enrollment; the old browser reads and writes nothing', async () => {
    const [cid] = await insertCensus(app.db, 4100, [{ first_name: 'Evelyn', ...CENSUS }]);
    const wrong = anotherBrowser(app);
    const first = await open(wrong, await invite(cid!));
    expect(first.body.data).toMatchObject({ state: 'open', first_name: 'Evelyn' });
    const oldId: string = first.body.data.temp_enrollment_id;
    // The mis-addressed recipient works in it (a plan in the cart, a field saved).
    expect(
      (await get(wrong, 'get-enrollment-temp-info', { enrollment_id: oldId, column: 'filter_info' })).status,
    ).toBe(200);

    const revoked = await post(admin, 'revoke-invitation', { group_id: 4100, census_id: cid });
    expect(revoked.body.data).toEqual({ revoked: 1 });
    expect(
      await app.db.query('SELECT 1 FROM enrollment_keys WHERE enrollment_id = $1', [oldId]),
    ).toHaveLength(0);
    const employee = anotherBrowser(app);
    const fresh = await open(employee, await invite(cid!));
    expect(fresh.body.data).toMatchObject({ state: 'open', first_name: 'Evelyn' });
    const newId: string = fresh.body.data.temp_enrollment_id;
    expect(newId).not.toBe(oldId);
    await putInCart(app, newId, [PLANS.dental]);

    // Before the attack: what the employee's enrollment and census row hold.
    const before = { census: await censusRow(cid!), enrollment: await enrollmentOf(newId) };
    // The old browser: its old enrollment and the employee's new one both answer as unknown ids ...
    const unknown = await get(wrong, 'get-enrollment-temp-info', {
      enrollment_id: 'ZzUnknownEnrollment000',
      column: 'filter_info',
    });
    for (const id of [oldId, newId]) {
      const r = await get(wrong, 'get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' });
      expect(r.status).toBe(unknown.status);
    }
    // ... its writes change nothing, its old link is revoked, the new one asks it for proof ...
    for (const id of [oldId, newId]) {
      const write = await wrong.call({
        method: 'PUT',
        url: api(`change-filter-info/${id}`),
        payload: { zip: '10001' },
      });
      expect(write.status).toBe(404);
      const cart = await post(wrong, 'add-plan-to-cart', {
        enrollment_id: id,
        plan_id: PLANS.vision,
        plan_pricing_id: 100201,
      });
      expect(cart.status).not.toBe(200);
    }
    expect((await open(wrong, 'x'.repeat(43))).body.data).toEqual({ state: 'unknown' });
    // ... and it cannot waive for the employee.
    const token = tokenIn(
      (
        await app.db.query<{ text: string }>(
          `SELECT text FROM outbox WHERE kind = 'invitation' AND to_address = $1 ORDER BY id DESC LIMIT 1`,
          [await emailOf(cid!)],
        )
      )[0]!.text,
    )!;
    expect((await open(wrong, token)).body.data).toMatchObject({ state: 'prove' });
    expect((await post(wrong, 'waive-coverage', { token, reason: 'cost' })).status).toBe(403);
    expect({ census: await censusRow(cid!), enrollment: await enrollmentOf(newId) }).toEqual(before);
    // The employee still works in theirs.
    expect(
      (await get(employee, 'get-enrollment-temp-info', { enrollment_id: newId, column: 'filter_info' }))
        .status,
    ).toBe(200);
  });

  it('a reminder ends every earlier binding; the first to open the new link resumes the enrollment', async () => {
    const [cid] = await insertCensus(app.db, 4100, [{ first_name: 'Evelyn', ...CENSUS }]);
    const wrong = anotherBrowser(app);
    const id = (await open(wrong, await invite(cid!))).body.data.temp_enrollment_id as string;
    const reminded = await invite(cid!, 'remind');
    expect(
      (await get(wrong, 'get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' })).status,
    ).toBe(404);
    const employee = anotherBrowser(app);
    expect((await open(employee, reminded)).body.data).toMatchObject({
      state: 'open',
      temp_enrollment_id: id,
    });
    expect((await open(wrong, reminded)).body.data).toMatchObject({ state: 'prove' });
  });

  it('finding 4: a second browser sees nothing of the census and cannot waive until it proves the birth date', async () => {
    const [cid] = await insertCensus(app.db, 4100, [{ first_name: 'Evelyn', ...CENSUS }]);
    const token = await invite(cid!);
    const employee = anotherBrowser(app);
    const id = (await open(employee, token)).body.data.temp_enrollment_id as string;
    const before = { census: await censusRow(cid!), enrollment: await enrollmentOf(id) };

    const second = anotherBrowser(app);
    const asked = await open(second, token);
    expect(asked.body.data).toMatchObject({
      state: 'prove',
      code_only: false,
      group_name: 'Lakeside Manufacturing',
    });
    for (const trace of CENSUS_TRACES) expect(JSON.stringify(asked.body)).not.toContain(trace);
    expect(
      (await get(second, 'get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' })).status,
    ).toBe(404);
    expect((await post(second, 'waive-coverage', { token, reason: 'cost' })).status).toBe(403);
    const wrongDate = await post(second, 'prove-invitation', { token, birthdate: '11/24/1979' });
    expect(wrongDate.status).toBe(400);
    expect(wrongDate.body.data).toEqual([
      { target_element: 'birthdate', error_message: 'This date of birth does not match our records.' },
    ]);
    expect((await post(second, 'waive-coverage', { token, reason: 'cost' })).status).toBe(403);
    expect({ census: await censusRow(cid!), enrollment: await enrollmentOf(id) }).toEqual(before);

    const proved = await post(second, 'prove-invitation', { token, birthdate: '11/23/1979' });
    expect(proved.body.data).toMatchObject({ state: 'open', first_name: 'Evelyn', temp_enrollment_id: id });
    const basics = await get(second, 'get-enrollment-temp-info', {
      enrollment_id: id,
      column: 'filter_info',
    });
    expect(basics.body.data.result).toMatchObject({ dob: '11/23/1979', zip: '30305', gender: 1 });
    expect((await post(second, 'waive-coverage', { token, reason: 'cost' })).status).toBe(200);
  });

  it('finding 4: or by a code mailed to the census address (hashed at rest, single use)', async () => {
    const [cid] = await insertCensus(app.db, 4100, [{ first_name: 'Evelyn', ...CENSUS }]);
    const email = await emailOf(cid!);
    const token = await invite(cid!);
    await open(anotherBrowser(app), token);
    const second = anotherBrowser(app);
    expect((await post(second, 'send-invitation-code', { token })).body.data).toEqual({ sent: true });
    const codeMail = () =>
      peer.received.find((m) => m.to.includes(email) && decodedMail(m.raw).includes('Your code'));
    await until(async () => !!codeMail());
    const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(decodedMail(codeMail()!.raw))![1]!;
    const stored = await app.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM invitation_codes WHERE census_id = $1',
      [cid],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(code.replace('-', ''));

    const wrong = await post(second, 'prove-invitation', { token, code: 'AAAA-BBBB' });
    expect(wrong.body.data).toEqual([
      {
        target_element: 'code',
        error_message: 'This code is not right or has expired. Please ask for a new one.',
      },
    ]);
    expect((await post(second, 'prove-invitation', { token, code })).body.data).toMatchObject({
      state: 'open',
    });
    // Spent: a third browser cannot reuse it.
    const third = anotherBrowser(app);
    expect((await post(third, 'prove-invitation', { token, code })).status).toBe(400);
    expect((await open(third, token)).body.data).toMatchObject({ state: 'prove' });
  }, 60_000);

  it('after five wrong birth dates for a link only the mailed code proves it', async () => {
    const [cid] = await insertCensus(app.db, 4100, [{ first_name: 'Evelyn', ...CENSUS }]);
    const token = await invite(cid!);
    await open(anotherBrowser(app), token);
    for (let i = 0; i < 5; i++) {
      const guess = await post(anotherBrowser(app), 'prove-invitation', {
        token,
        birthdate: `01/0${i + 1}/1980`,
      });
      expect(guess.status).toBe(400);
    }
    const late = anotherBrowser(app);
    expect((await open(late, token)).body.data).toMatchObject({ state: 'prove', code_only: true });
    const right = await post(late, 'prove-invitation', { token, birthdate: '11/23/1979' });
    expect(right.body.data).toEqual([
      {
        target_element: 'birthdate',
        error_message: 'Too many wrong dates of birth were entered. Please ask for a code by e-mail.',
      },
    ]);
  });
});
