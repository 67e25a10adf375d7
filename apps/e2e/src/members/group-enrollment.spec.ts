import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_HEADERS } from '../support/api';
import { signInQuietly } from '../support/sign-in';
import {
  DENTAL,
  checkOut,
  expectReceipt,
  fillCart,
  next,
  personalAndContact,
  stored,
  submitEnrollment,
} from '../support/wizard';
import { shoot } from './shots';

// Issue 20: Lakeside Manufacturing's administrator (group 4100, demo census of twelve) invites
// two employees from the enrollment board; Ben opens his mailed link from /mail in a browser of
// his own, reads the group's plans per paycheck and enrolls to the receipt; Ana declines
// coverage from hers; the board shows both.
const BEN = { first: 'Ben', last: 'Okafor', email: 'ben.okafor@lakeside-mfg.example', dob: '11/02/1979' };
const ANA = { first: 'Ana', last: 'Rivera', email: 'ana.rivera@lakeside-mfg.example' };

/** The invitation link of the newest mail to `to`, read from the outbox page in a fresh browser. */
async function mailedInvitation(browser: Browser, to: string): Promise<{ employee: Page; path: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const employee = await context.newPage();
  await employee.goto('/mail');
  await employee.getByRole('row').filter({ hasText: to }).first().getByRole('link').click();
  const href = await employee.locator('a[href*="/invitation/"]').first().getAttribute('href');
  // A Spanish-speaking employee's link also names the census language (?lang=es).
  expect(href).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}(\?lang=es)?$/);
  return { employee, path: new URL(href!).pathname };
}

test('a group administrator invites from the board; one employee enrolls, another declines', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInQuietly(page, 'group4100');
  await page.goto('/group-home');
  await page.getByRole('main').getByRole('link', { name: 'Enrollment board', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment board' })).toBeVisible();
  await expect(page.getByText('Lakeside Manufacturing')).toBeVisible();
  const counts = page.getByRole('table', { name: 'Employees per status' });
  await expect(counts).toBeVisible();
  await expect(page.getByRole('img', { name: /Employees per status/ })).toBeVisible();

  await page.getByRole('checkbox', { name: new RegExp(`${BEN.first} ${BEN.last}`) }).check();
  await page.getByRole('checkbox', { name: new RegExp(`${ANA.first} ${ANA.last}`) }).check();
  await page.getByRole('button', { name: 'Invite 2 selected' }).click();
  await page
    .getByRole('dialog', { name: 'Send 2 invitations?' })
    .getByRole('button', { name: 'Send 2 invitations' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '2 invitations sent.' })).toBeVisible();
  const employees = page.getByRole('table', { name: /Employees, page 1/ });
  await expect(employees.getByRole('row', { name: /Ben Okafor/ })).toContainText('Invited');
  await shoot(page, 'enrollment-board-invited');

  // Ben opens his link in his own browser: welcomed by name, his enrollment is his.
  const ben = await mailedInvitation(browser, BEN.email);
  await ben.employee.goto(ben.path);
  await expect(ben.employee.getByRole('heading', { level: 1, name: 'Welcome, Ben' })).toBeVisible();
  // What Lakeside's census holds, shown to check before enrolling (issue 32).
  const onFile = ben.employee.getByRole('region', { name: 'What Lakeside Manufacturing has on file' });
  await expect(onFile).toContainText(BEN.email);
  await expect(onFile).toContainText('LK-1002');
  // Lakeside pays weekly and $10.00 a month towards vision (issue 28): the landing lists the
  // group's plans from per paycheck, as the API computed them for Ben.
  const prices = ben.employee.getByRole('region', { name: 'What it costs per paycheck' });
  await expect(prices.getByText(/^From \$\d+\.\d\d per paycheck, 5[23] a year$/).first()).toBeVisible();
  await expect(prices.getByText('Employer $10.00/month').first()).toBeVisible();
  await shoot(ben.employee, 'invitation-welcome');
  await ben.employee.getByRole('link', { name: 'Choose my plans' }).click();
  await expect(ben.employee).toHaveURL(/\/plans$/);
  const tempId = (await stored(ben.employee, 'tempId')) as string;
  await fillCart(ben.employee, tempId, [DENTAL]);
  await checkOut(ben.employee);
  await personalAndContact(ben.employee, {
    first: BEN.first,
    last: BEN.last,
    email: BEN.email,
    city: 'Atlanta',
  });
  await expect(ben.employee.getByRole('heading', { level: 1, name: 'Review & Confirmation' })).toBeVisible();
  await next(ben.employee).click();
  await expect(ben.employee.getByRole('heading', { level: 1, name: 'Agreement & Signature' })).toBeVisible();
  const boxes = ben.employee.getByRole('checkbox', { name: /I have read and agree to/ });
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await box.check();
  await ben.employee.getByLabel('Verification Answer').fill(BEN.dob);
  const userName = ben.employee.getByLabel('User Name');
  if (await userName.isVisible()) await userName.fill(`${BEN.first} ${BEN.last}`);
  await ben.employee.getByLabel('Or type your full name to sign').fill(`${BEN.first} ${BEN.last}`);
  await ben.employee.getByRole('button', { name: 'Sign with typed name' }).click();
  await next(ben.employee).click();
  await expect(ben.employee.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();
  // Lakeside is billed by statement: nothing to type.
  await expect(ben.employee.getByLabel('Card Number')).toHaveCount(0);
  await submitEnrollment(ben.employee, false).click();
  await expectReceipt(ben.employee, `${BEN.first} ${BEN.last}`);
  await ben.employee.context().close();

  // Ana's link (her mail is in Spanish): "I don't want coverage", Other needs a reason.
  const ana = await mailedInvitation(browser, ANA.email);
  await expect(ana.employee.locator('body')).toContainText(
    'Lakeside Manufacturing lo invita a elegir sus beneficios',
  );
  await ana.employee.goto(ana.path);
  await expect(ana.employee.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeVisible();
  await ana.employee.getByRole('button', { name: "I don't want coverage" }).click();
  await ana.employee.getByRole('radio', { name: 'Other', exact: true }).check();
  await ana.employee.getByRole('button', { name: 'Decline coverage' }).click();
  await expect(ana.employee.getByLabel('Your reason')).toHaveAccessibleDescription(/Please tell us why\./);
  await shoot(ana.employee, 'invitation-waive-error');
  await ana.employee.getByLabel('Your reason').fill('I am moving abroad next month.');
  await ana.employee.getByRole('button', { name: 'Decline coverage' }).click();
  await expect(ana.employee.getByRole('status')).toContainText("that you don't want coverage");
  await expect(ana.employee.getByRole('link', { name: 'Enroll after all' })).toBeVisible();
  await shoot(ana.employee, 'invitation-waived');
  await ana.employee.context().close();

  // The board shows both.
  await page.reload();
  await expect(employees.getByRole('row', { name: /Ben Okafor/ })).toContainText('Enrolled');
  await expect(employees.getByRole('row', { name: /Ben Okafor/ })).toContainText('Dental');
  await expect(employees.getByRole('row', { name: /Ana Rivera/ })).toContainText('Declined');
  await expect(employees.getByRole('row', { name: /Ana Rivera/ })).toContainText('Other');
  await expect(counts.getByRole('row', { name: /Enrolled/ })).toContainText('1');
  await expect(page.getByText(/Participation \d+%: 2 of 11 eligible/)).toBeVisible();

  // Ben's change history tells how his invitation went, beside his enrollment's saves (issue 32).
  const boardUrl = page.url();
  await page.goto('/group-select-member?search=Okafor');
  await page.getByRole('link', { name: 'History: Ben Okafor' }).click();
  const history = page.getByRole('table');
  await expect(history.getByRole('row').filter({ hasText: 'Invitation sent' })).toContainText(
    '(group administrator)',
  );
  await expect(history.getByRole('row').filter({ hasText: 'Invitation opened' })).toContainText(
    'Applicant (not signed in, unverified)',
  );
  await shoot(page, 'member-history-invitation');
  await page.goto(boardUrl);

  // Filter by status, on the server.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Declined' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/status=waived/);
  await expect(employees.getByRole('row')).toHaveCount(2); // header and Ana
  await shoot(page, 'enrollment-board-filtered');

  // Ana's link is revoked from the board: it opens nothing any more.
  await page.getByRole('button', { name: 'Revoke link for Ana Rivera' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The invitation link of Ana Rivera no longer works.' }),
  ).toBeVisible();
  const again = await browser.newPage();
  await again.goto(ana.path);
  await expect(
    again.getByRole('heading', { level: 1, name: 'This invitation link no longer works' }),
  ).toBeVisible();
  await again.close();
});

test('a rep chooses one of their groups and sees its board', async ({ page }) => {
  await signInQuietly(page, 'rep2');
  await page.goto('/agent-home');
  await page.getByRole('main').getByRole('link', { name: 'Enrollment board', exact: true }).click();
  await expect(page.getByText('Choose a group to see its enrollment board.')).toBeVisible();
  await page.getByLabel('Group').selectOption({ label: 'Lakeside Manufacturing' });
  await expect(page).toHaveURL(/group=4100/);
  await expect(page.getByRole('table', { name: 'Employees per status' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Employees, page 1/ })).toContainText('Keiko Tanaka');
  await shoot(page, 'enrollment-board-rep');
});

// Issue 32: Northwind's board (the demo world's census: enrolled employees, two declined, three
// pending invitations, three not invited) on a phone. Revoke and Remind are offered only where
// they apply; the chosen people's bar stays on screen beside the ticked row; every bulk send
// names its real number first, and Cancel sends nothing.
test('on a phone the board keeps its selection bar in view and confirms each send', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInQuietly(page, 'group');
  const board = await page.request.get('/api/v1/get-enrollment-board?group_id=77', { headers: API_HEADERS });
  const { reach } = (await board.json()).data as { reach: { invite: number; remind: number } };
  await page.goto('/enrollment-board');
  const employees = page.getByRole('table', { name: /Employees, page 1/ });
  await expect(employees).toContainText('Hannah Brooks');
  await expect(page.getByText(/Participation \d+%/)).toBeVisible();

  // Revoke only for a pending invitation: not for someone who declined or enrolled.
  await expect(page.getByRole('button', { name: 'Revoke link for Hannah Brooks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revoke link for Rosa Delgado' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Revoke link for Emma Anderson' })).toHaveCount(0);

  // Invite everyone: confirmed with the real number; Cancel sends nothing.
  await page.getByRole('button', { name: 'Invite everyone not yet invited' }).click();
  const confirm = page.getByRole('dialog', { name: new RegExp(`^Send ${reach.invite} invitations?\\?$`) });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'invitations sent' })).toHaveCount(0);

  // A name far down the list: the bar is on screen beside it, with Invite only (never invited).
  const bar = page.getByRole('region', { name: 'Chosen employees' });
  await page.getByRole('checkbox', { name: /Diego Morales/ }).check();
  await expect(bar).toContainText('1 employee selected');
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Invite 1 selected' })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Remind/ })).toHaveCount(0);
  // Someone already invited: Remind is offered, for them only.
  await page.getByRole('checkbox', { name: /Hannah Brooks/ }).check();
  await expect(bar.getByRole('button', { name: 'Remind 1 selected' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Invite 2 selected' })).toBeVisible();
  await shoot(page, 'enrollment-board-selection');

  // Select all on the page, then a reminder to the chosen who wait, confirmed and sent.
  await page.getByRole('checkbox', { name: /^Select all \d+ employees on this page$/ }).check();
  await expect(bar).toContainText(/\d+ employees selected/);
  await bar.getByRole('button', { name: /^Remind \d+ selected$/ }).click();
  const remind = page.getByRole('dialog', { name: /^Send \d+ reminders?\?$/ });
  await expect(remind).toBeVisible();
  await shoot(page, 'enrollment-board-confirm');
  await remind.getByRole('button', { name: /^Send \d+ reminders?$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /reminders? sent\./ })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
