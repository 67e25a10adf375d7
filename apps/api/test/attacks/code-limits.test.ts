import { expect, it } from 'vitest';
import { hashCode } from '../../src/kernel/crypto/code-hash';
import {
  CONTINUE_CODE,
  MEMBER_MAIL,
  RESET_CODE,
  RESET_MAIL,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_CODES,
} from '../../src/kernel/limits/policy';
import { describeEachDriver, type TestCtx } from '../harness';
import {
  codeIn,
  deviceCookieFrom,
  mailsTo,
  newIp,
  newMember,
  newRep,
  postFrom,
  statuses,
  uniqueEmail,
} from './clients';

/** A saved enrollment's continue code for a fresh e-mail, written as save-later writes it. */
async function savedCode(ctx: TestCtx, code = 'ABCD-EFGH') {
  const email = uniqueEmail('saved');
  const [{ enrollment_id }] = await ctx.db.query<{ enrollment_id: string }>(
    'SELECT enrollment_id FROM continue_codes LIMIT 1',
  );
  await ctx.db.query(
    `INSERT INTO continue_codes (enrollment_id, email, code_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
    [enrollment_id, email, hashCode(code, ctx.config.codePepper)],
  );
  return { email, code };
}

// Replays of attacks on the mailed codes (ADR 0014): guessing them, and asking for them.
describeEachDriver('attack: code limits', (ctx) => {
  const cont = (client: { ip: string; cookie?: string }, email: string, code: string) =>
    postFrom(ctx(), client, 'continue-enrollment', { email, code });

  it('continue-enrollment answers an unknown e-mail and a wrong code alike', async () => {
    const saved = await savedCode(ctx());
    const unknown = await cont({ ip: newIp() }, uniqueEmail('nobody'), saved.code);
    const wrong = await cont({ ip: newIp() }, saved.email, 'WXYZ-2345');
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.body.data).toEqual([
      {
        target_element: 'code',
        error_message: 'This code is not valid. Please check the code in your e-mail.',
      },
    ]);
  });

  it("a stranger guessing continue codes locks only the stranger; the person's code keeps working", async () => {
    const saved = await savedCode(ctx());
    const stranger = { ip: newIp() };
    const tries = [];
    for (let i = 0; i < 8; i++) tries.push((await cont(stranger, saved.email, `BAD${i}-2345`)).status);
    expect(tries).toEqual([...Array(CONTINUE_CODE.perClient).fill(422), 429, 429, 429]);
    const locked = await cont(stranger, saved.email, saved.code);
    expect(locked.body.data).toEqual([{ target_element: 'code', error_message: TOO_MANY_ATTEMPTS }]);
    const person = await cont({ ip: newIp() }, saved.email, saved.code);
    expect(person.status).toBe(200);
    // Guessing from many clients locks the e-mail for untrusted clients, not for the person's browser.
    const browser = { ip: newIp(), cookie: deviceCookieFrom(person.headers) };
    for (let c = 0; c < CONTINUE_CODE.perAccount / CONTINUE_CODE.perClient; c++) {
      const s = { ip: newIp() };
      for (let i = 0; i < CONTINUE_CODE.perClient; i++) await cont(s, saved.email, `BAD${i}-2345`);
    }
    expect((await cont({ ip: newIp() }, saved.email, saved.code)).status).toBe(429);
    expect((await cont(browser, saved.email, saved.code)).status).toBe(200);
  });

  it("a stranger asking for member sign-in codes cannot use up the member's quota or kill their code", async () => {
    const member = await newMember(ctx());
    const memberPhone = { ip: newIp() };
    expect(
      (await postFrom(ctx(), memberPhone, 'request-member-sign-in', { email: member.email })).status,
    ).toBe(200);
    const code = codeIn((await mailsTo(ctx(), member.email, 'member_sign_in'))[0]!.text);

    const stranger = { ip: newIp() };
    const asks = [];
    for (let i = 0; i < 8; i++)
      asks.push(await postFrom(ctx(), stranger, 'request-member-sign-in', { email: member.email }));
    expect(statuses(asks)).toEqual({ 200: MEMBER_MAIL.perClient, 429: 8 - MEMBER_MAIL.perClient });
    expect(asks[7]!.body.data).toEqual([{ target_element: 'email', error_message: TOO_MANY_CODES }]);
    for (let i = 0; i < 8; i++)
      await postFrom(ctx(), stranger, 'member-sign-in', { email: member.email, code: `BAD${i}-2345` });

    // The member can still ask from their own client, and the code they hold still signs them in.
    expect(
      (await postFrom(ctx(), { ip: newIp() }, 'request-member-sign-in', { email: member.email })).status,
    ).toBe(200);
    const signedIn = await postFrom(ctx(), memberPhone, 'member-sign-in', { email: member.email, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.session_keys.USER_ID).toBe(member.userId);
    // The outbox holds exactly what was allowed: 1 + 5 (stranger) + 1.
    expect(await mailsTo(ctx(), member.email, 'member_sign_in')).toHaveLength(2 + MEMBER_MAIL.perClient);
  });

  it('a stranger asking for and guessing password reset codes cannot lock the rep out of resetting', async () => {
    const rep = await newRep(ctx());
    const stranger = { ip: newIp() };
    for (let i = 0; i < 7; i++)
      await postFrom(ctx(), stranger, 'request-password-reset', { email: rep.email });
    const guesses = [];
    for (let i = 0; i < 7; i++)
      guesses.push(
        await postFrom(ctx(), stranger, 'reset-password', {
          email: rep.email,
          code: `BAD${i}-2345`,
          password: 'a stranger password',
        }),
      );
    expect(statuses(guesses)).toEqual({ 422: RESET_CODE.perClient, 429: 7 - RESET_CODE.perClient });

    const repLaptop = { ip: newIp() };
    expect((await postFrom(ctx(), repLaptop, 'request-password-reset', { email: rep.email })).status).toBe(
      200,
    );
    const mails = await mailsTo(ctx(), rep.email, 'password_reset');
    expect(mails).toHaveLength(RESET_MAIL.perClient + 1);
    const reset = await postFrom(ctx(), repLaptop, 'reset-password', {
      email: rep.email,
      code: codeIn(mails.at(-1)!.text),
      password: 'the rep new password',
    });
    expect(reset.status).toBe(200);
    expect(
      (await postFrom(ctx(), repLaptop, 'sign-in', { email: rep.email, password: 'the rep new password' }))
        .status,
    ).toBe(200);
  });
});
