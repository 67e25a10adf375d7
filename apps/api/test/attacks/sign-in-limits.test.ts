import { expect, it } from 'vitest';
import { SIGN_IN, SIGN_IN_LOCKED } from '../../src/kernel/limits/policy';
import { describeEachDriver } from '../harness';
import { deviceCookieFrom, newIp, newRep, postFrom, statuses, type Client } from './clients';

// Replays of attacks on the password sign-in (ADR 0014). Each test has its own account and
// client addresses, so the counters of one never meet another's.
describeEachDriver('attack: password sign-in limits', (ctx) => {
  const signIn = (client: Client, email: string, password: string, lang?: string) =>
    postFrom(ctx(), client, 'sign-in', { email, password }, lang);

  it('a burst of 25 parallel sign-ins (24 wrong, 1 right) gets at most 5 passwords evaluated', async () => {
    const rep = await newRep(ctx());
    const attacker = { ip: newIp() };
    const guesses = Array.from({ length: 25 }, (_, i) => (i === 12 ? rep.password : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((p) => signIn(attacker, rep.email, p)));
    const n = statuses(answers);
    // Every attempt is counted before its password is looked at: only the first 5 counted get an
    // answer about the password (401 or 200); the other 20 are refused unevaluated.
    expect((n[401] ?? 0) + (n[200] ?? 0)).toBe(SIGN_IN.perClient);
    expect(n[429]).toBe(25 - SIGN_IN.perClient);
    const right = answers[12]!;
    // The right password got in only if it was among the 5 evaluated; otherwise it was refused.
    expect([200, 429]).toContain(right.status);
    if (right.status === 429)
      expect(right.body.data).toEqual([{ target_element: 'password', error_message: SIGN_IN_LOCKED }]);
    // Past the limit the right password is not evaluated either: this client stays locked.
    expect((await signIn(attacker, rep.email, rep.password)).status).toBe(429);
  });

  it('past the limit the right password does not get in (sequential guesses)', async () => {
    const rep = await newRep(ctx());
    const attacker = { ip: newIp() };
    for (let i = 0; i < SIGN_IN.perClient; i++)
      expect((await signIn(attacker, rep.email, `wrong-${i}`)).status).toBe(401);
    const locked = await signIn(attacker, rep.email, rep.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(locked.body).toEqual({
      status: 'error',
      data: [{ target_element: 'password', error_message: SIGN_IN_LOCKED }],
    });
    const es = await signIn(attacker, rep.email, rep.password, 'es');
    expect(es.body.data[0].error_message).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en 15 minutos.',
    );
  });

  it("a stranger's failures lock only the stranger: the rep still signs in from another client and from their device", async () => {
    const rep = await newRep(ctx());
    // The rep signed in from their own browser once before: it holds a device cookie.
    const first = await signIn({ ip: newIp() }, rep.email, rep.password);
    expect(first.status).toBe(200);
    const repBrowser = { ip: newIp(), cookie: deviceCookieFrom(first.headers) };

    const stranger = { ip: newIp() };
    const tries = [];
    for (let i = 0; i < 12; i++) tries.push((await signIn(stranger, rep.email, `guess-${i}`)).status);
    expect(tries).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);

    expect((await signIn({ ip: newIp() }, rep.email, rep.password)).status).toBe(200);
    expect((await signIn(repBrowser, rep.email, rep.password)).status).toBe(200);
  });

  it('guessing spread over many clients locks the account for untrusted clients only, never the owner’s device', async () => {
    const rep = await newRep(ctx());
    const first = await signIn({ ip: newIp() }, rep.email, rep.password);
    const repBrowser = { ip: newIp(), cookie: deviceCookieFrom(first.headers) };
    // perAccount / perClient clients, each up to its own limit, trip the account-wide lock.
    const strangers = Array.from({ length: SIGN_IN.perAccount / SIGN_IN.perClient }, () => ({ ip: newIp() }));
    for (const s of strangers)
      for (let i = 0; i < SIGN_IN.perClient; i++)
        expect((await signIn(s, rep.email, `g${i}`)).status).toBe(401);
    const newClient = await signIn({ ip: newIp() }, rep.email, rep.password);
    expect(newClient.status).toBe(429);
    // The owner's browser is exempt from the account-wide lock...
    expect((await signIn(repBrowser, rep.email, rep.password)).status).toBe(200);
    // ...but a device is limited on its own: a stolen device cookie is no free pass.
    for (let i = 0; i < SIGN_IN.perDevice; i++)
      expect((await signIn(repBrowser, rep.email, `g${i}`)).status).toBe(401);
    expect((await signIn(repBrowser, rep.email, rep.password)).status).toBe(429);
  }, 90_000); // wrong answers are slowed down (up to 3 s each)

  it('a forged or another account’s device cookie is no device cookie', async () => {
    const rep = await newRep(ctx());
    const other = await newRep(ctx());
    const theirs = deviceCookieFrom((await signIn({ ip: newIp() }, other.email, other.password)).headers);
    const [name, value] = theirs.split('=') as [string, string];
    for (const cookie of [theirs, `${name}=${value.slice(0, -2)}xx`]) {
      const stranger = { ip: newIp(), cookie };
      for (let i = 0; i < SIGN_IN.perClient; i++) await signIn(stranger, rep.email, `g${i}`);
      expect((await signIn(stranger, rep.email, rep.password)).status).toBe(429);
    }
  });

  it('every sign-in call of one client is also held per minute, across accounts', async () => {
    const flooder = { ip: newIp() };
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push(
        await postFrom(ctx(), flooder, 'request-password-reset', { email: `flood${i}@example.com` }),
      );
    expect(statuses(answers)).toEqual({ 200: 30, 429: 1 });
    expect(answers[30]!.body.data).toEqual([
      { target_element: 'form', error_message: 'Too many requests. Please wait a minute and try again.' },
    ]);
    // Each call has its own budget: the same client may still ask for a member sign-in.
    expect(
      (await postFrom(ctx(), flooder, 'request-member-sign-in', { email: 'flood@example.com' })).status,
    ).toBe(200);
  });
});
