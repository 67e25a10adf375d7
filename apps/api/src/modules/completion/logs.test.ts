import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { AUTH, enrollmentKeyCookie, sharedTestApp, type TestCtx } from '../../../test/harness';
import { BANK, CARD, PERSON, walkEnrollment } from '../../../test/wizard';
import { buildApp, LOG_REDACT } from '../../app';

const standingAlone = (secret: string) =>
  new RegExp(`(?<![0-9])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`);

it('logs nothing of a card, bank account, security code, SSN or enrollment id through a whole enrollment', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _e, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const shared = await sharedTestApp('pglite');
  const app = await buildApp({
    db: shared.db,
    config: shared.config,
    logger: { level: 'trace', stream, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
  });
  // One browser, as the harness's: it keeps the enrollment key cookie and sends it back (ADR 0013).
  let browserKey: string | undefined;
  const ctx: TestCtx = {
    ...shared,
    app,
    call: async ({ stranger, ...opts }) => {
      const headers: Record<string, string> = {
        ...AUTH,
        ...((opts.headers ?? {}) as Record<string, string>),
      };
      if (!stranger && browserKey)
        headers.cookie = headers.cookie ? `${headers.cookie}; ${browserKey}` : browserKey;
      const res = await app.inject({ ...opts, headers });
      if (!stranger) browserKey = enrollmentKeyCookie(res.headers) ?? browserKey;
      return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
    },
  };
  try {
    const cc = await walkEnrollment(ctx, {
      ssn: PERSON.ssn,
      billing: 'cc',
      cardOverride: { security_code: '9173', card_number: '378282246310005' },
    });
    const eft = await walkEnrollment(ctx, { ssn: PERSON.ssn, billing: 'eft' });
    // A refused card is logged as a 400 without its values either.
    await walkEnrollment(ctx, { complete: false, cardOverride: { card_number: '4111111111111112' } }).catch(
      () => undefined,
    );
    const all = lines.join('\n');
    expect(all).toContain('complete-enrollment');
    // Nor the browser's enrollment key, which opens its enrollments.
    expect(browserKey).toBeDefined();
    expect(all, 'enrollment key').not.toContain(browserKey!.slice('bs_ek='.length));
    for (const secret of [
      PERSON.ssn,
      CARD.card_number,
      '378282246310005',
      '4111111111111112',
      '9173',
      BANK.account_number,
      // Every call of the walk names its enrollment (query or path): request URLs are redacted.
      cc.id,
      eft.id,
    ])
      // Not inside a longer run of digits: a 4-digit security code also turns up inside epoch
      // timestamps and response times ("time":1764161739173), which leak nothing.
      expect(all, secret).not.toMatch(standingAlone(secret));
  } finally {
    await app.close();
  }
}, 120_000);
