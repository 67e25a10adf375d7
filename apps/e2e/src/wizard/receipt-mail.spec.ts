import type { ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { OWN_PORTS, startApi, stopServer } from '../support/servers';
import {
  DENTAL,
  expectReceipt,
  fillNewCard,
  personalAndContact,
  reviewAndConfirm,
  signAgreement,
  startWizard,
  submitEnrollment,
} from '../support/wizard';

// Its own API with a real SMTP peer that is DOWN while the enrollment completes and comes up
// afterwards: the receipt mail is delivered once, not only queued, and its PDF is read as text.
const PORT = OWN_PORTS.receiptMail;
const origin = `http://127.0.0.1:${PORT}`;
type Received = { to: string[]; raw: string };
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString(),
      });
      done();
    });
  },
});
let api: ChildProcess;
let smtpPort = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtpPort = await freePort(); // nobody listens there yet: SMTP is down
  api = await startApi(PORT, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_INTERVAL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '300',
    // The outbox page (/mail) shows each mail's status and attempts: what the test waits on.
    MAIL_PAGE: '1',
  });
});
test.afterAll(async () => {
  await stopServer(api);
  if (smtp.server.listening) await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The outbox as its page (/mail) lists it: each mail's recipient, subject, status and attempts. */
async function outbox(page: Page) {
  const html = await (await page.request.get(`${origin}/mail`)).text();
  return [
    ...html.matchAll(
      /<tr><td>([^<]*)<\/td><td><a [^>]*>([^<]*)<\/a>[^]*?class="s-(\w+)">[^<(]*(?:\((\d+) attempts\))?/g,
    ),
  ].map(([, to, subject, status, attempts]) => ({ to, subject, status, attempts: Number(attempts ?? 1) }));
}

/** Headers unfolded and quoted-printable undone. */
const decoded = (raw: string) =>
  raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** The text of the mail's PDF attachment, read with pdf.js. */
async function pdfText(raw: string): Promise<string> {
  const part = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  expect(part, 'a PDF attachment').toBeTruthy();
  const data = new Uint8Array(Buffer.from(part![1].replace(/\s/g, ''), 'base64'));
  const pdf = await getDocument({ data, useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

test('with SMTP down, the Enrollment Receipt reaches the member and the rep once it is back, with a PDF', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await startWizard(page, [DENTAL], { zip: '94105', dob: '04/18/1988', tier: 'IO' });
  await personalAndContact(page, {
    first: 'Katherine',
    last: 'Johnson',
    email: 'katherine.johnson@example.com',
    city: 'San Francisco',
  });
  await reviewAndConfirm(page, ['Personal Info', 'Contact Info', 'Billing Info', 'Agreement & Signature']);
  await signAgreement(page, {
    title: 'Applicant Verification',
    answer: '04/18/1988',
    userName: 'Katherine Johnson',
  });
  await fillNewCard(page, 'Katherine', 'Johnson');
  await submitEnrollment(page).dblclick();
  const policy = await expectReceipt(page, 'Katherine Johnson');

  // The outbox keeps trying while SMTP is down (each receipt tried twice at least, none given up);
  // nothing is lost and nothing arrives yet.
  const receiptsQueued = async () => (await outbox(page)).filter((m) => m.subject === 'Enrollment Receipt');
  await expect
    .poll(async () => (await receiptsQueued()).map((m) => m.status !== 'failed' && m.attempts >= 2), {
      timeout: 30_000,
    })
    .toEqual([true, true]);
  expect(received).toHaveLength(0);
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  // Delivered: the outbox marks both sent, and nothing is left to send that could come twice.
  await expect
    .poll(async () => (await outbox(page)).filter((m) => m.status !== 'sent'), { timeout: 30_000 })
    .toEqual([]);
  await expect.poll(() => received.length).toBeGreaterThanOrEqual(2);
  const receipts = received.filter((m) => /Subject: Enrollment Receipt/.test(decoded(m.raw)));
  const to = receipts.flatMap((m) => m.to).sort();
  expect(to).toContain('katherine.johnson@example.com');
  expect(new Set(to).size, 'one receipt per recipient').toBe(to.length);
  expect(to.length, 'the member and the rep').toBe(2);
  const member = receipts.find((m) => m.to.includes('katherine.johnson@example.com'))!;
  expect(decoded(member.raw)).toContain(policy);

  const text = await pdfText(member.raw);
  expect(text).toContain(policy);
  expect(text).toContain('Katherine');
  expect(text).toContain('xxxxxx1111');
  expect(text).not.toContain('4111111111111111');
  expect(text).not.toContain('512345678');
  await context.close();
});
