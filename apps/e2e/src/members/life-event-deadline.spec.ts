import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { api as call } from '../support/api';
import { signInQuietly } from '../support/sign-in';
import { OWN_PORTS, REMOTES_FILE, REMOTES_STORE_DIR, startApi, stopServer } from '../support/servers';
import { shoot } from './shots';

// Issue 29, "Done means" (3), ADR 0034: a birth whose required certificate never comes. The
// follow-up list shows it as due, sorted by the day due; once its day has passed the deadline job
// refuses it, with the reason, and the employee is told. The journey has an API of its own on a
// PostgreSQL database of its own, so it can move the event's day due into the past (the "clock"
// of that one event, as the API tests pass the job its day) and let the job run every second;
// no shared row changes.
const PORT = OWN_PORTS.landingBoot;
const origin = `http://localhost:${PORT}`;
const DATABASE = `bs_e2e_deadline_${PORT}`;
const admin = () => new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
const HEADER =
  'Employee ID,First Name,Last Name,Date of Birth,Gender,E-mail,Phone,Zip Code,Hire Date,Employment Status,Preferred Language,Tier';

let api: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const c = admin();
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${DATABASE}`);
  await c.end();
  api = await startApi(PORT, {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
    REMOTES_FILE,
    REMOTES_STORE_DIR,
    MAIL_PAGE: '1',
    LIFE_EVENT_DEADLINES_INTERVAL_MS: '1000',
  });
});
test.afterAll(async () => {
  if (api) await stopServer(api);
  const c = admin();
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await c.end();
});

async function employeeBrowser(browser: Browser, email: string, first: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/mail');
  await page.getByRole('row').filter({ hasText: email }).first().getByRole('link').click();
  const href = await page.locator('a[href*="/invitation/"]').first().getAttribute('href');
  await page.goto(new URL(href!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${first}` })).toBeVisible({
    timeout: 30_000,
  });
  return page;
}

test('a birth whose certificate never comes is due on the follow-up list, then refused after its day with the reason', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const staff = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  const hr = await staff.newPage();
  await signInQuietly(hr, 'group4100');
  const tag = `dl${randomBytes(3).toString('hex')}`;
  const last = `Late${tag.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const email = `omar.${tag}@example.com`;
  const preview = await call<{ preview_id: string }>(hr, 'POST', 'preview-census', {
    group_id: 4100,
    file_name: `${tag}.csv`,
    content_base64: Buffer.from(
      `${HEADER}\n${tag},Omar,${last},04/15/1985,M,${email},2125550100,30301,01/02/2020,active,en,IO\n`,
    ).toString('base64'),
  });
  await call(hr, 'POST', 'commit-census', { group_id: 4100, preview_id: preview.preview_id });
  const board = await call<{ rows: { census_id: number }[] }>(
    hr,
    'GET',
    `get-enrollment-board?group_id=4100&search=${last}`,
  );
  await call(hr, 'POST', 'send-invitations', {
    group_id: 4100,
    mode: 'invite',
    census_ids: [board.rows[0]!.census_id],
  });

  // Omar reports a birth 2 days ago and never sends its certificate.
  const omar = await employeeBrowser(browser, email, 'Omar');
  await expect(omar.getByTestId('enrollment-status')).toContainText('Enrollment is closed');
  await omar.getByRole('button', { name: 'Report a life event' }).click();
  const born = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const report = omar.getByRole('form', { name: 'Report a life event' });
  await report.getByRole('combobox', { name: /What happened/ }).selectOption('birth');
  await report.getByLabel(/Date of the event/).fill(born);
  await report.getByRole('button', { name: 'Report the event' }).click();
  await expect(omar.getByText(/Please upload the document by/).first()).toBeVisible();

  // The follow-up list: his event is due, the list nearest day due first.
  await hr.goto('/group-settings');
  const events = hr.getByRole('region', { name: 'Life events to review' });
  const his = events.getByRole('listitem').filter({ hasText: `Omar ${last}` });
  await expect(his).toContainText('Due by');
  await expect(his).toContainText('Document missing: due by');
  const dues = await events.getByText(/^Due by /).allTextContents();
  const days = dues.map((d) => Date.parse(d.replace(/^Due by /, '')));
  expect(days.length).toBeGreaterThan(1);
  expect([...days].sort((a, b) => a - b)).toEqual(days);
  await shoot(hr, 'life-event-follow-up-due');

  // The event's day due moves into the past (as if its 30 days had gone by); the job, every
  // second, refuses it the day after.
  const db = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: DATABASE });
  await db.connect();
  try {
    const moved = await db.query(
      `UPDATE life_events SET documents_due_on = current_date - 1
        WHERE census_id = $1 AND kind = 'birth' AND status = 'pending' RETURNING documents_due_on::text AS due`,
      [board.rows[0]!.census_id],
    );
    expect(moved.rowCount).toBe(1);
    await expect
      .poll(
        async () =>
          (
            await db.query('SELECT status FROM life_events WHERE census_id = $1 AND kind = $2', [
              board.rows[0]!.census_id,
              'birth',
            ])
          ).rows[0]?.status,
        { timeout: 30_000 },
      )
      .toBe('expired');
  } finally {
    await db.end();
  }

  // Omar is told, with the reason, and his landing is closed again: a plan is refused.
  await omar.goto('/mail');
  const mail = omar
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: 'Your life event was not approved' });
  await expect(mail.first()).toBeVisible({ timeout: 30_000 });
  await mail.first().getByRole('link').click();
  await expect(omar.locator('body')).toContainText('Reason: The document this event needs did not arrive by');
  await shoot(omar, 'life-event-expired-mail');
  await omar.goBack();
  await omar.goBack();
  await omar.reload();
  await expect(omar.getByTestId('enrollment-status')).toContainText('Enrollment is closed', {
    timeout: 30_000,
  });
  // The landing says why, as the mail did (not only the mail).
  await expect(omar.getByText(/^Life event closed without a change: Birth on /)).toBeVisible();
  await expect(omar.getByText(/Reason: The document this event needs did not arrive by/)).toBeVisible();
  await shoot(omar, 'life-event-expired-landing');
  await omar.getByRole('link', { name: 'Choose my plans' }).click();
  await expect(omar).toHaveURL(/\/plans$/);
  await omar.goto(omar.url().replace(/\/plans$/, '/plan/1001/brightsmile-dental-ppo'));
  await omar
    .getByRole('region', { name: 'Pricing' })
    .getByRole('button', { name: 'Add to Cart' })
    .first()
    .click();
  await expect(omar.getByText(/^Enrollment is closed - report a life event/)).toBeVisible();
  await shoot(omar, 'life-event-expired-refused');

  // The follow-up list no longer asks for it.
  await hr.reload();
  await expect(events.getByRole('listitem').filter({ hasText: `Omar ${last}` })).toHaveCount(0);
  await staff.close();
  await omar.context().close();
});
