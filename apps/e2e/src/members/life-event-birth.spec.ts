import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_HEADERS, api } from '../support/api';
import { signInQuietly } from '../support/sign-in';
import {
  checkOut,
  expectReceipt,
  fillCart,
  fillNewCard,
  next,
  step,
  stored,
  submitEnrollment,
} from '../support/wizard';
import { shoot } from './shots';

// Issue 29, "Done means" (1) and (2), ADR 0034: employees of the journey's own (added to the census
// by a file, so no seeded row changes). During Northwind's open enrollment an invited employee
// enrolls; at Lakeside, closed, an employee is told "Enrollment is closed" with the way in, reports
// a birth 10 days ago with its certificate, may add only the child, is approved by the group
// administrator, and is covered from the birth date, which the next 834 carries with the birth's
// reason code. A new hire hired today is told until when they may enroll and when coverage starts.
const HEADER =
  'Employee ID,First Name,Last Name,Date of Birth,Gender,E-mail,Phone,Zip Code,Hire Date,Employment Status,Preferred Language,Tier';
const DOB = '04/15/1985';
const FOCUS = { id: 1015, ppid: 101501 };

/** A small but real PDF (one empty page, its cross-reference table and trailer). */
function certificatePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const isoDaysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const long = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))),
  );
/** An SSN of its own per person (area 5xx): one person, one member (ADR 0020). */
const ssn = () => `5${randomInt(10, 99)}${randomInt(10, 99)}${randomInt(1000, 9999)}`;

type Employee = { first: string; last: string; email: string; censusId: number };

/** Adds one employee to the group's census by a file (preview, then import) and invites them. */
async function hireAndInvite(
  page: Page,
  groupId: number,
  o: { first: string; tier?: string; hired?: string },
): Promise<Employee> {
  const tag = `lb${randomBytes(3).toString('hex')}`;
  // Names take letters only: the tag's hex digits as letters.
  const last = `Birth${tag.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const email = `${o.first.toLowerCase()}.${tag}@example.com`;
  const row = `${tag},${o.first},${last},${DOB},F,${email},2125550100,30301,${o.hired ?? '01/02/2020'},active,en,${o.tier ?? 'IO'}`;
  const preview = await api<{ preview_id: string; counts: { add: number } }>(page, 'POST', 'preview-census', {
    group_id: groupId,
    file_name: `${tag}.csv`,
    content_base64: Buffer.from(`${HEADER}\n${row}\n`).toString('base64'),
  });
  await api(page, 'POST', 'commit-census', { group_id: groupId, preview_id: preview.preview_id });
  const board = await api<{ rows: { census_id: number }[] }>(
    page,
    'GET',
    `get-enrollment-board?group_id=${groupId}&search=${last}`,
  );
  const censusId = board.rows[0]!.census_id;
  await api(page, 'POST', 'send-invitations', { group_id: groupId, mode: 'invite', census_ids: [censusId] });
  return { first: o.first, last, email, censusId };
}

/** The employee's own browser on their mailed invitation. */
async function openInvitation(browser: Browser, e: Employee): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const employee = await context.newPage();
  await employee.goto('/mail');
  await employee.getByRole('row').filter({ hasText: e.email }).first().getByRole('link').click();
  const href = await employee.locator('a[href*="/invitation/"]').first().getAttribute('href');
  await employee.goto(new URL(href!).pathname);
  await expect(employee.getByRole('heading', { level: 1, name: `Welcome, ${e.first}` })).toBeVisible({
    timeout: 30_000,
  });
  return employee;
}

/** Personal and contact information, then review and a typed signature, up to billing. */
async function personalToBilling(employee: Page, e: Employee) {
  await expect(step(employee, 'Personal Information')).toBeVisible();
  await employee.getByLabel('First Name').fill(e.first);
  await employee.getByLabel('Last Name').fill(e.last);
  await employee.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await employee.getByLabel('SSN').fill(ssn());
  const prior = employee.getByRole('group', { name: 'Prior Coverage' });
  if (await prior.isVisible()) await prior.getByRole('radio', { name: 'None' }).check();
  await next(employee).click();
  await expect(step(employee, 'Contact Information')).toBeVisible();
  await employee.getByLabel(/^(Client's|Your) Email Address$/).fill(e.email);
  await employee.getByLabel('Contact Number').fill('2015550123');
  await employee.getByLabel('Street Address 1').fill('55 Peachtree Street');
  await employee.getByLabel('City').fill('Atlanta');
  await next(employee).click();
}

async function signAndBill(employee: Page, e: Employee) {
  await expect(step(employee, 'Review & Confirmation')).toBeVisible({ timeout: 30_000 });
  await next(employee).click();
  await expect(step(employee, 'Agreement & Signature')).toBeVisible();
  const boxes = employee.getByRole('checkbox', { name: /I have read and agree to/ });
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await box.check();
  await employee.getByLabel('Verification Answer').fill(DOB);
  const userName = employee.getByLabel('User Name');
  if (await userName.isVisible()) await userName.fill(`${e.first} ${e.last}`);
  await employee.getByLabel('Or type your full name to sign').fill(`${e.first} ${e.last}`);
  await employee.getByRole('button', { name: 'Sign with typed name' }).click();
  await next(employee).click();
  await expect(step(employee, 'Billing Information')).toBeVisible();
  // Northwind's employees pay by card; Lakeside is billed by statement (nothing to type).
  const card = employee.getByLabel('Card Number');
  await expect(card.or(submitEnrollment(employee, false))).toBeVisible();
  if (await card.isVisible()) {
    await fillNewCard(employee, e.first, e.last);
    await submitEnrollment(employee, true).click();
  } else await submitEnrollment(employee, false).click();
  await expectReceipt(employee, `${e.first} ${e.last}`);
}

test('open enrollment lets an invited employee enroll; after it, a birth reported with its certificate covers the child from the birth date, and the 834 says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);

  // (1a) Northwind, in its open enrollment: an invited employee enrolls.
  await signInQuietly(page, 'group');
  const nia = await hireAndInvite(page, 77, { first: 'Nia' });
  const open = await openInvitation(browser, nia);
  await expect(open.getByTestId('enrollment-status')).toContainText(
    /Open enrollment ends (in \d+ days?|today)/,
  );
  await open.getByRole('link', { name: 'Choose my plans' }).click();
  await expect(open).toHaveURL(/\/plans$/);
  const niaTemp = (await stored(open, 'tempId')) as string;
  await fillCart(open, niaTemp, [FOCUS]);
  await checkOut(open);
  await personalToBilling(open, nia);
  await signAndBill(open, nia);
  await open.context().close();

  // Nia, now a member of Northwind, tells her administrator she married: reported for her from the
  // current-members screen with the board's panel, which then takes the certificate she brought.
  await page.goto(`/group-select-member?search=${nia.last}`);
  await page.getByRole('button', { name: `Report a life event for ${nia.first} ${nia.last}` }).click();
  const form = page.getByRole('form', { name: `Report a life event for ${nia.first} ${nia.last}` });
  await form.getByRole('combobox', { name: /What happened/ }).selectOption('marriage');
  await form.getByLabel(/Date of the event/).fill(isoDaysAgo(2));
  await shoot(page, 'current-members-report-event');
  await form.getByRole('button', { name: 'Report the event' }).click();
  await expect(
    page.getByText(new RegExp(`^Marriage \\(.+\\) reported for ${nia.first} ${nia.last}\\.`)),
  ).toBeVisible();
  const certificate = page.getByRole('region', { name: /^Marriage on .+: its document$/ });
  await certificate.getByLabel('Document', { exact: true }).setInputFiles({
    name: 'nia-marriage.pdf',
    mimeType: 'application/pdf',
    buffer: certificatePdf(),
  });
  await certificate.getByRole('button', { name: 'Upload the document' }).click();
  await expect(
    certificate.getByText(`Document received for ${nia.first} ${nia.last}: nia-marriage.pdf.`),
  ).toBeVisible({
    timeout: 30_000,
  });
  await shoot(page, 'current-members-event-document');
  await page.goto('/group-settings');
  await expect(
    page
      .getByRole('region', { name: 'Life events to review' })
      .getByRole('listitem')
      .filter({ hasText: `${nia.first} ${nia.last}` }),
  ).toContainText('1 document received');

  // (1b) Lakeside, closed: an employee (covered with their children) is told so, with the way in.
  await signInQuietly(page, 'group4100');
  const ivy = await hireAndInvite(page, 4100, { first: 'Ivy', tier: 'IC' });
  const employee = await openInvitation(browser, ivy);
  const status = employee.getByTestId('enrollment-status');
  await expect(status).toContainText('Enrollment is closed', { timeout: 30_000 });
  await expect(status).toContainText('report a life event');
  await employee.getByRole('button', { name: 'Report a life event' }).click();
  const born = isoDaysAgo(10);
  const report = employee.getByRole('form', { name: 'Report a life event' });
  await report.getByRole('combobox', { name: /What happened/ }).selectOption('birth');
  await report.getByLabel(/Date of the event/).fill(born);
  await report.getByRole('button', { name: 'Report the event' }).click();
  await expect(employee.getByText("Waiting for your administrator's approval").first()).toBeVisible();
  await employee.getByLabel('Document').setInputFiles({
    name: 'ivy-birth-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: certificatePdf(),
  });
  await employee.getByRole('button', { name: 'Upload the document' }).click();
  await expect(employee.getByText('Document received: ivy-birth-certificate.pdf')).toBeVisible({
    timeout: 30_000,
  });
  await shoot(employee, 'life-event-birth-reported');

  // The group administrator approves it from the settings page's list, with its certificate.
  await page.goto('/group-settings');
  const events = page.getByRole('region', { name: 'Life events to review' });
  const hers = events.getByRole('listitem').filter({ hasText: `${ivy.first} ${ivy.last}` });
  await expect(hers.getByRole('link', { name: /Download ivy-birth-certificate\.pdf/ })).toBeVisible();
  await expect(hers).toContainText('1 document received');
  await hers.getByLabel('Reason for your decision').fill('Birth certificate checked.');
  await hers.getByRole('button', { name: `Approve: ${ivy.first} ${ivy.last}` }).click();
  await expect(events.getByRole('listitem').filter({ hasText: `${ivy.first} ${ivy.last}` })).toHaveCount(0, {
    timeout: 30_000,
  });

  // Approved: the landing says until when, and that coverage starts on the birth date.
  await employee.reload();
  await expect(status).toContainText(`Your coverage starts on ${long(born)}.`, { timeout: 30_000 });
  await shoot(employee, 'life-event-birth-approved');
  await employee.getByRole('link', { name: 'Choose my plans' }).click();
  await expect(employee).toHaveURL(/\/plans$/);
  const tempId = (await stored(employee, 'tempId')) as string;
  await fillCart(employee, tempId, [FOCUS]);
  // Only what a birth allows: on family cover a spouse would be an addition, and is refused.
  const tier = (t: string) =>
    employee.request.put(`/api/v1/change-filter-info/${tempId}`, { headers: API_HEADERS, data: { tier: t } });
  expect((await tier('IF')).status()).toBe(200);
  const spouse = await employee.request.post('/api/v1/save-dependent-info-to-temp', {
    headers: API_HEADERS,
    data: {
      enrollment_id: tempId,
      dependents: [
        {
          primary_info: {
            first_name: 'Sam',
            last_name: ivy.last,
            birthdate: '06/02/1986',
            ssn: ssn(),
            relationship: 'spouse',
            gender: 0,
            employed: '0',
          },
        },
      ],
    },
  });
  expect(spouse.status()).toBe(403);
  expect((await spouse.json()).data[0].error_message).toBe('This event does not allow this change.');
  expect((await tier('IC')).status()).toBe(200);
  // The cart offers one date: the birth date, and says why.
  await employee.goto('/cart');
  const date = employee.getByLabel('Effective Date');
  await expect(date).toHaveValue(us(born));
  await expect(date.locator('option:not([value=""])')).toHaveCount(1);
  await expect(employee.getByText('Your coverage under your life event starts on this date.')).toBeVisible();
  await shoot(employee, 'life-event-birth-cart');
  await checkOut(employee);
  await personalToBilling(employee, ivy);
  await expect(step(employee, 'Dependent Information')).toBeVisible();
  const child = employee.getByRole('form', { name: /^Dependent #\d$/ });
  await expect(child.getByLabel('Relationship')).toHaveValue('Child');
  await child.getByLabel('First Name').fill('Lila');
  await child.getByLabel('Last Name').fill(ivy.last);
  await child.getByLabel('Date of Birth').pressSequentially(us(born).replace(/\//g, ''));
  await child.getByLabel('SSN').fill(ssn());
  await child.getByLabel('Gender').selectOption({ label: 'Female' });
  await child.getByRole('button', { name: 'Submit' }).click();
  await expect(employee.getByRole('list', { name: 'Dependents' })).toContainText('Lila');
  await expect(employee.getByText('You can continue now, or add another child.')).toBeVisible();
  await next(employee).click();
  await signAndBill(employee, ivy);
  // The receipt: coverage starts on the birth date.
  await expect(employee.getByTestId('receipt-effective-date')).toHaveText(us(born));
  await shoot(employee, 'life-event-birth-receipt');
  await employee.context().close();

  // (1c) The next 834 for Lakeside: the birth's reason code (02) and date, coverage from the birth.
  await signInQuietly(page, 'admin');
  const carriers = await api<{ carriers: { name: string; carrier_id: number }[] }>(
    page,
    'GET',
    'list-carriers',
  );
  const focus = carriers.carriers.find((c) => c.name === 'FocusPoint Vision')!;
  const partner = await api<{
    settings: Record<string, unknown> | null;
    groups: { group_id: number; policy_number: string }[];
  }>(page, 'GET', `get-trading-partner?carrier_id=${focus.carrier_id}`);
  const settings = partner.settings ?? {
    sender_qualifier: 'ZZ',
    sender_id: 'BENEFITSTORE',
    receiver_qualifier: 'ZZ',
    receiver_id: 'FOCUSPOINT',
    gs_sender_code: 'BSTORE',
    gs_receiver_code: 'FOCUS',
    file_mode: 'changes',
    usage_indicator: 'T',
  };
  const save = (groups: { group_id: number; policy_number: string }[]) =>
    api(page, 'POST', 'save-trading-partner', { ...settings, carrier_id: focus.carrier_id, groups });
  await save([
    ...partner.groups.filter((g) => g.group_id !== 4100),
    { group_id: 4100, policy_number: 'LK4100-FP' },
  ]);
  try {
    await api(page, 'POST', 'build-edi-file', {
      carrier_id: focus.carrier_id,
      group_id: 4100,
      as_of: isoDaysAgo(0),
      mode: 'changes',
    });
    await signInQuietly(page, 'rep2');
    await page.goto('/agent-home');
    await page.getByRole('main').getByRole('link', { name: 'Carrier files', exact: true }).click();
    await page.getByLabel('Group').selectOption({ label: 'Lakeside Manufacturing (4100)' });
    const row = page.getByRole('row').filter({ hasText: 'FocusPoint Vision' }).first();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Download the FocusPoint Vision file \d+$/ }).click(),
    ]);
    const x12 = readFileSync((await download.path())!, 'utf8');
    const segments = x12.split('~').map((s) => s.trim());
    const d8 = born.replace(/-/g, '');
    // The subscriber and the child, each added under the birth: INS04 02, DTP*303 the birth date.
    const loops = segments.reduce<string[][]>((all, s) => {
      if (s.startsWith('INS*')) all.push([s]);
      else if (all.length && !s.startsWith('SE*')) all[all.length - 1]!.push(s);
      return all;
    }, []);
    const ivys = loops.filter((l) => l.some((s) => s.startsWith(`NM1*IL*1*${ivy.last.toUpperCase()}*`)));
    expect(ivys.map((l) => l[0]!.split('*').slice(1, 5).join(' '))).toEqual(['Y 18 021 02', 'N 19 021 02']);
    for (const loop of ivys) {
      expect(loop).toContain(`DTP*303*D8*${d8}`);
      expect(loop).toContain(`DTP*348*D8*${d8}`);
    }
  } finally {
    await signInQuietly(page, 'admin');
    if (partner.settings) await save(partner.groups);
  }
});

test('a new hire hired today is told until when they may enroll and when coverage starts', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInQuietly(page, 'group4100');
  const today = isoDaysAgo(0);
  const newcomer = await hireAndInvite(page, 4100, { first: 'Noa', hired: us(today) });
  const employee = await openInvitation(browser, newcomer);
  // The dates as the group's rule gives them for this hire date (the landing reads the same answer).
  const token = new URL(employee.url()).pathname.split('/').pop()!;
  const mine = await api<{ reason: string; closes_on: string; coverage_starts_on: string }>(
    employee,
    'GET',
    `get-enrollment-status?token=${token}`,
  );
  expect(mine.reason).toBe('new-hire');
  expect(mine.coverage_starts_on >= today).toBe(true);
  const status = employee.getByTestId('enrollment-status');
  await expect(status).toContainText(`As a new hire, you may enroll until ${long(mine.closes_on)}.`);
  await expect(status).toContainText(`Your coverage starts on ${long(mine.coverage_starts_on)}.`);
  await shoot(employee, 'new-hire-today');
  await employee.context().close();
});
