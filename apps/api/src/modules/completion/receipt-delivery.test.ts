import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver, sharedDbApp, type TestCtx } from '../../../test/harness';
import { until } from '../../../test/api-process';
import { decodedMail, freePort, mailingTo, smtpPeer } from '../../../test/smtp-peer';
import { walkEnrollment } from '../../../test/wizard';

describeEachDriver('the receipt mail over SMTP', (_ctx, driver) => {
  let port: number;
  let app: TestCtx;
  beforeAll(async () => {
    port = await freePort();
    app = await sharedDbApp(driver, mailingTo(port));
  });
  afterAll(async () => {
    await app.app.close();
  });

  it('SMTP down at completion: delivered once to member and rep after it comes back, PDF attached', async () => {
    const { id, receipt } = await walkEnrollment(app, { profile: { eprocess: 'rep', open_type: 'agent' } });
    const rows = () =>
      app.db.query<{ to_address: string; status: string; attempts: number }>(
        `SELECT to_address, status, attempts FROM outbox WHERE enrollment_id = $1 AND kind = 'receipt' ORDER BY id`,
        [id],
      );
    await until(async () => {
      const r = await rows();
      return r.length === 2 && r.every((x) => x.attempts >= 2 && x.status === 'pending');
    });
    const peer = smtpPeer();
    await peer.listen(port);
    try {
      const mine = () => peer.received.filter((m) => decodedMail(m.raw).includes(receipt!.policy_id));
      await until(async () => mine().length >= 2);
      await until(async () => (await rows()).every((x) => x.status === 'sent'));
      // More worker rounds and a retried complete-enrollment: nothing is sent again.
      await app.call({ method: 'POST', url: '/api/v1/complete-enrollment', payload: { enrollment_id: id } });
      await new Promise((r) => setTimeout(r, 700));
      expect(mine()).toHaveLength(2);
      const to = mine().flatMap((m) => m.to);
      expect(to).toContain('jordan.avery@benefit-store.example');
      const text = decodedMail(mine()[0]!.raw);
      expect(text).toContain('Subject: Enrollment Receipt');
      expect(text).toMatch(/Content-Type: application\/pdf; name=enrollment-BS-[A-Z0-9-]+\.pdf/);
      expect(text).toContain(`filename=enrollment-${receipt!.policy_id}.pdf`);
    } finally {
      await peer.close();
    }
  }, 60_000);
});
