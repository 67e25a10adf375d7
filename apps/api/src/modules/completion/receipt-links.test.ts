import { afterAll, beforeAll, expect, it } from 'vitest';
import { until } from '../../../test/api-process';
import { describeEachDriver, sharedDbApp, type TestCtx } from '../../../test/harness';
import { decodedMail, freePort, mailingTo, smtpPeer } from '../../../test/smtp-peer';
import { walkEnrollment } from '../../../test/wizard';

/**
 * The receipt mail's links (issue 30, ADR 0038), read as the SMTP peer receives them: the dental
 * plan's SBC in the reader's language by a public link that downloads the PDF as an attachment,
 * and a sentence that the ID cards are on the member home with the member sign-in page, never a
 * card's own address. English and Spanish.
 */
describeEachDriver('the receipt mail links the plan documents and the ID cards', (_ctx, driver) => {
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

  const receiptOf = async (lang: 'en' | 'es') => {
    const { receipt } = await walkEnrollment(app, { headers: { 'accept-language': lang } });
    const policy = receipt!.policy_id;
    await until(async () => peer.received.some((m) => decodedMail(m.raw).includes(policy)));
    return decodedMail(peer.received.find((m) => decodedMail(m.raw).includes(policy))!.raw);
  };
  const publicUrl = () => app.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('in English: the SBC by a public link that downloads the PDF, and the cards behind the member sign-in', async () => {
    const mail = await receiptOf('en');
    expect(mail).toContain('Plan documents');
    const link = new RegExp(
      `BrightSmile Dental PPO: Summary of Benefits and Coverage \\(PDF\\) (${publicUrl()}(/plan-documents/\\d+))`,
    );
    const m = link.exec(mail);
    expect(m, 'the text part links the SBC').not.toBeNull();
    expect(mail).toContain(
      'Your ID cards for BrightSmile Dental PPO are on your member home. Sign in to download them or save them to your phone:',
    );
    expect(mail).toContain(`${app.config.publicUrl}/member-sign-in`);
    expect(mail).not.toContain('/id-cards/');
    // The link opens without a session: the PDF, as an attachment, never inline.
    const file = await app.app.inject({ url: m![2]! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="summary-of-benefits-and-coverage.pdf"/,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 90_000);

  it('in Spanish: the Spanish SBC and the sentence in Spanish', async () => {
    const mail = await receiptOf('es');
    expect(mail).toContain('Documentos del plan');
    const m = new RegExp(
      `BrightSmile Dental PPO: Resumen de beneficios y cobertura \\(PDF\\) ${publicUrl()}(/plan-documents/\\d+)`,
    ).exec(mail);
    expect(m).not.toBeNull();
    expect(mail).toContain(
      'Sus tarjetas de identificación de BrightSmile Dental PPO están en su página de miembro.',
    );
    const file = await app.app.inject({ url: m![1]! });
    expect(file.headers['content-disposition']).toMatch(/filename="resumen-de-beneficios-y-cobertura.pdf"/);
  }, 90_000);

  it("never serves an unlisted plan's or an unknown document", async () => {
    expect((await app.app.inject({ url: '/plan-documents/987654' })).statusCode).toBe(404);
    expect((await app.app.inject({ url: '/plan-documents/abc' })).statusCode).toBe(404);
  });
});
