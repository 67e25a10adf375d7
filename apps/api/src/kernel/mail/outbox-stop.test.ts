import { afterAll, beforeAll, expect, it } from 'vitest';
import { until } from '../../../test/api-process';
import { describeEachDriver, startTestApp, type TestCtx } from '../../../test/harness';
import { freePort, smtpPeer } from '../../../test/smtp-peer';
import { loadConfig } from '../../config';
import { createMailer } from './mailer';
import { enqueueMail } from './outbox.repository';

const quiet = { warn: () => undefined, error: () => undefined } as never;

describeEachDriver('outbox worker stopping', (_ctx, driver) => {
  let app: { ctx: TestCtx; close: () => Promise<void> };
  beforeAll(async () => {
    app = await startTestApp(driver);
  });
  afterAll(async () => app.close());

  it('finishes the send in progress and gives back the rest of its claim for another instance', async () => {
    const { db } = app.ctx;
    const peer = smtpPeer({ delayMs: 400 });
    const port = await peer.listen(await freePort());
    const config = { ...loadConfig({}), smtpUrl: `smtp://127.0.0.1:${port}`, outboxIntervalMs: 60_000 };
    const to = Array.from({ length: 4 }, (_, i) => `stop-${driver}-${i}@example.com`);
    for (const address of to)
      await db.transaction((tx) =>
        enqueueMail(
          tx,
          { kind: 'quote', to: address, subject: 'Quote', html: '<p>q</p>', text: 'q' },
          'pending',
        ),
      );
    try {
      const first = createMailer(db, config, quiet);
      void first.deliverDue();
      // Stop while the first message is on the wire.
      await until(async () => peer.state.started >= 1);
      await first.stop();
      expect(peer.received.map((m) => m.to[0])).toEqual([to[0]]);
      const rows = await db.query<{ to_address: string; status: string; attempts: number; due: boolean }>(
        `SELECT to_address, status, attempts, next_attempt_at <= now() AS due FROM outbox
         WHERE to_address LIKE $1 ORDER BY id`,
        [`stop-${driver}-%`],
      );
      expect(rows).toEqual([
        { to_address: to[0], status: 'sent', attempts: 1, due: expect.any(Boolean) },
        ...to.slice(1).map((a) => ({ to_address: a, status: 'pending', attempts: 0, due: true })),
      ]);

      // Another instance sends them now, not after the claim's lease would have run out.
      const second = createMailer(db, config, quiet);
      await second.deliverDue();
      await second.stop();
      expect(peer.received.map((m) => m.to[0]).sort()).toEqual([...to].sort());
    } finally {
      await peer.close();
    }
  });
});
