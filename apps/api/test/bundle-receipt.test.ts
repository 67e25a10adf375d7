import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { apiRoot } from '../src/paths';
import { callApi, enrollmentKeyHeader } from './api-process';
import { pdfText } from './pdf-text';
import { SIGNATURE_PNG } from './wizard';
import { eftTerms } from '../src/kernel/agreement/agreement-texts';
import { BASE_PROFILE } from './shop';

/**
 * The bundle (`node apps/api/dist/main.js`, what `npm start` runs) makes the receipt's PDF: pdfkit
 * stays external and reads its font metrics from node_modules, the routing directory is copied
 * next to the bundle. Started from another working directory, like a deployment would.
 */
it('the built API completes an enrollment and mails its PDF', async () => {
  await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: apiRoot, timeout: 120_000 });
  const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
  const proc = spawn(process.execPath, [join(apiRoot, 'dist/main.js')], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      PGLITE_DIR: join(dir, 'data'),
      // The receipt is read at /mail, a development page that is off unless asked for.
      MAIL_PAGE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c) => (out += c));
  proc.stderr!.on('data', (c) => (out += c));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start:\n${out}`)), 90_000);
      proc.stdout!.on('data', () => {
        const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
    });
    // One browser: it keeps the enrollment key cookie the first call sets (ADR 0013).
    let browser: { cookie: string } | undefined;
    const call = async (method: string, path: string, body?: unknown) => {
      const r = await callApi(url, method, `/api/v1/${path}`, body, browser);
      if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
      browser = enrollmentKeyHeader(r) ?? browser;
      return r.body.data;
    };
    const dob = '04/18/1985';
    const id = (await call('POST', 'add-filter-for-new-user', { ...BASE_PROFILE, dob })).temp_enrollment_id;
    await call('POST', 'add-plan-to-cart', { enrollment_id: id, plan_id: 1001, plan_pricing_id: 100101 });
    const dates = await call('GET', `get-cart-effective-dates?enrollment_id=${id}`);
    await call('POST', 'cart-checkout', { enrollment_id: id, effective_date: dates.result[0] });
    await call('POST', 'save-personal-info', {
      enrollment_id: id,
      first_name: 'Ana',
      last_name: 'Rivera',
      marital_status: 1,
      ssn: '512345678',
      prior_coverage_flag: 0,
    });
    await call('POST', 'save-contact-info', {
      enrollment_id: id,
      email_address: 'bundle.test@example.com',
      phone_number: '4045550123',
      address1: '55 Peachtree Street Suite 300',
      city: 'Atlanta',
      state: 'GA',
      zip: '30301',
      with_validation: 1,
    });
    await call('POST', 'save-review-info', { enrollment_id: id, first_enroll: 1 });
    const texts = await call('GET', `get-agreement-texts?enrollment_id=${id}`);
    await call('POST', 'save-agreement-info', {
      enrollment_id: id,
      eprocess: 'applicant',
      answer: dob,
      user_name: 'Ana Rivera',
      signature: SIGNATURE_PNG,
      agreed: texts.result.map((t: { text_id: string; version: string }) => ({
        text_id: t.text_id,
        version: t.version,
      })),
    });
    await call('POST', 'save-billing-info', {
      enrollment_id: id,
      payment_method: 'eft',
      routing_number: '121000248',
      account_name: 'Ana Rivera',
      account_number: '55501234',
      eft_terms_hash: eftTerms('en').texts_hash, // a card payer agrees to them beside the account
    });
    const receipt = await call('POST', 'complete-enrollment', { enrollment_id: id });
    const page = await fetch(`${url}/mail`).then((r) => r.text());
    const link = new RegExp(`href="(/mail/\\d+/attachments/0)">enrollment-${receipt.policy_id}\\.pdf`).exec(
      page,
    );
    expect(link).not.toBeNull();
    const pdf = Buffer.from(await (await fetch(url + link![1])).arrayBuffer());
    const text = await pdfText(pdf);
    expect(text).toContain(receipt.policy_id);
    expect(text).toContain('WELLS FARGO BANK NA');
    expect(text).toContain('xxxxx1234');
  } finally {
    proc.kill('SIGTERM');
  }
}, 240_000);
