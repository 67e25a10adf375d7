import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, describeEachDriver, sharedDbApp, withHeaders, type TestCtx } from '../../../test/harness';
import { until } from '../../../test/api-process';
import { GROUP_4200_ADMIN, insertCensus, sessionOf, tokenIn } from '../../../test/census';
import { decodedMail, freePort, mailingTo, smtpPeer } from '../../../test/smtp-peer';

describeEachDriver('invitation mail over SMTP', (_ctx, driver) => {
  let port: number;
  let app: TestCtx;
  const peer = smtpPeer();
  beforeAll(async () => {
    port = await freePort();
    await peer.listen(port);
    app = await sharedDbApp(driver, mailingTo(port));
  });
  afterAll(async () => {
    await app.app.close();
    await peer.close();
  });

  it('reaches the employee once, in their language, with a link that opens their enrollment', async () => {
    const [id] = await insertCensus(app.db, 4200, [{ first_name: 'Marisol', lang: 'es' }]);
    const [{ email }] = (await app.db.query<{ email: string }>(
      'SELECT email FROM census_employees WHERE census_id = $1',
      [id],
    )) as [{ email: string }];
    const admin = withHeaders(app, await sessionOf(app.db, GROUP_4200_ADMIN));
    const sent = await admin.call({
      method: 'POST',
      url: api('send-invitations'),
      payload: { group_id: 4200, mode: 'invite', census_ids: [id] },
    });
    expect(sent.body.data).toEqual({ sent: 1, skipped: 0 });
    const mine = () => peer.received.filter((m) => m.to.includes(email));
    await until(async () => mine().length >= 1);
    await new Promise((r) => setTimeout(r, 400));
    expect(mine()).toHaveLength(1);
    const text = decodedMail(mine()[0]!.raw);
    expect(text).toContain('Elija sus beneficios con Summit Hospitality Group');
    const token = tokenIn(text)!;
    const opened = await app.call({ method: 'POST', url: api('open-invitation'), payload: { token } });
    expect(opened.body.data).toMatchObject({ state: 'open', first_name: 'Marisol', group_id: 4200 });
  }, 60_000);
});
