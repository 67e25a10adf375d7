import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, describeEachDriver, sharedDbApp, type TestCtx } from '../../../test/harness';
import { addToCart, newEnrollment } from '../../../test/shop';
import { sessionHeaders } from '../../../test/sign-in';
import { decodedMail, freePort, mailingTo, smtpPeer } from '../../../test/smtp-peer';
import { backoffMs, MAX_BACKOFF_MS } from './outbox.repository';

async function until<T>(fn: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('backs off exponentially up to an hour', () => {
  expect([1, 2, 3, 4].map((n) => backoffMs(n, 5000))).toEqual([5000, 10_000, 20_000, 40_000]);
  expect(backoffMs(30, 5000)).toBe(MAX_BACKOFF_MS);
});

describeEachDriver('outbox over SMTP', (ctx, driver) => {
  const quoteFor = async (app: TestCtx, to: string) => {
    const id = await newEnrollment(ctx(), { eprocess: 'rep', open_type: 'agent' });
    await addToCart(ctx(), id, 1001, 100101);
    const r = await app.call({
      method: 'POST',
      url: api('save-enrollment'),
      payload: {
        enrollment_id: id,
        tab: 'cart_info',
        email: to,
        name: 'Robin Case',
        message: 'As discussed',
      },
      headers: await sessionHeaders(ctx(), 'rep10109'),
    });
    expect(r.body.data).toEqual({ message: `Quote Successfully Sent to ${to}`, email: to });
  };
  const rowOf = async (to: string) =>
    (
      await ctx().db.query<{ id: number; status: string; attempts: number; last_error: string | null }>(
        'SELECT id::int AS id, status, attempts, last_error FROM outbox WHERE to_address = $1',
        [to],
      )
    )[0];
  const to = (tag: string) => `${tag}-${driver}-${randomBytes(3).toString('hex')}@example.com`;

  let port: number;
  let app: TestCtx;
  beforeAll(async () => {
    port = await freePort();
    app = await sharedDbApp(driver, mailingTo(port));
  });
  afterAll(async () => {
    await app.app.close();
  });

  it('SMTP down, then up: retried with backoff while pending, delivered exactly once', async () => {
    const peer = smtpPeer();
    const rcpt = to('down-up');
    await quoteFor(app, rcpt);
    const failing = await until(async () => {
      const row = await rowOf(rcpt);
      return row && row.attempts >= 2 && row.status === 'pending' && row;
    });
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(peer.received).toHaveLength(0);
    await peer.listen(port);
    try {
      await until(async () => peer.received.some((m) => m.to.includes(rcpt)));
      const sent = await until(async () => {
        const row = await rowOf(rcpt);
        return row?.status === 'sent' && row;
      });
      // Several more worker rounds: nothing is sent again.
      await new Promise((r) => setTimeout(r, 600));
      // Other suites share the PostgreSQL database and its outbox, so this worker may deliver their
      // mail too: only the mail to this recipient is ours.
      const ours = peer.received.filter((m) => m.to.includes(rcpt));
      expect(ours).toHaveLength(1);
      expect(decodedMail(ours[0]!.raw)).toContain(`Message-ID: <outbox-${sent.id}@benefit-store.example>`);
      expect((await rowOf(rcpt))!.status).toBe('sent');

      // With the server up, a new quote goes out right away, once, with the right content.
      const second = to('up');
      await quoteFor(app, second);
      await until(async () => peer.received.some((m) => m.to.includes(second)));
      await new Promise((r) => setTimeout(r, 300));
      const mails = peer.received.filter((m) => m.to.includes(second));
      expect(mails).toHaveLength(1);
      const text = decodedMail(mails[0]!.raw);
      expect(text).toContain('Subject: Your personalized benefit quote from Summit Benefit Advisors');
      expect(text).toContain(`To: ${second}`);
      expect(text).toContain('From: Benefit Store <no-reply@benefit-store.example>');
      expect(text).toContain('Dear Robin Case,');
      expect(text).toContain('BrightSmile Dental PPO');
      expect(text).toContain('As discussed');
      expect((await rowOf(second))!.status).toBe('sent');
    } finally {
      await peer.close();
    }
  });

  it('the mail page is off when SMTP is configured', async () => {
    // /mail is then just another SPA path.
    expect((await app.app.inject({ url: '/mail' })).body).not.toContain('<h1>Outbox</h1>');
  });
});
