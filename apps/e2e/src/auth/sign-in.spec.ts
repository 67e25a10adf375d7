import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS } from '../support/api';
import { shootBothWidths } from '../support/shots';
import { DEMO, mailedSignInLink, signIn } from '../support/sign-in';

/** Full-page pictures at desktop and phone width, for a person to look at. */
const shoot = (page: Page, name: string) => shootBothWidths(page, (w) => `/tmp/shots-auth/${name}-${w}.png`);

/** A rep-only call, as the rep home makes it; its status says whether the session is alive. */
const agentGroupsStatus = async (page: Page) =>
  (await page.request.get('/api/v1/get-agent-groups?agent_id=10109', { headers: API_HEADERS })).status();

const banner = (page: Page) => page.getByRole('banner');

test('a rep signs in from the header and reaches the rep home; the logo then leads there', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByLabel('Zip Code')).toBeVisible();
  expect(await agentGroupsStatus(page)).toBe(401);
  await banner(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await shoot(page, 'sign-in');

  await page.getByLabel('E-mail').fill(DEMO.rep.email);
  await page.getByLabel('Password').fill(DEMO.rep.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/agent-home$/);
  await expect(page.getByText('Who do you want to enroll for?')).toBeVisible();
  await expect(banner(page)).toContainText('Signed in as Jordan Avery');
  await expect(banner(page).getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // The spec's keys, as the homes read them; the session itself is an httpOnly cookie.
  const stored = await page.evaluate(() => ({
    eprocess: localStorage.getItem('eprocess'),
    agent_id: localStorage.getItem('agent_id'),
    open_type: localStorage.getItem('open_type'),
    cookie: document.cookie,
  }));
  expect(stored).toMatchObject({ eprocess: '"rep"', agent_id: '10109', open_type: null });
  expect(stored.cookie).not.toContain('bs_session');
  expect(await agentGroupsStatus(page)).toBe(200);
  await shoot(page, 'rep-home-signed-in');

  // Logo rule: no open type stored, a rep -> /agent-home.
  await page.goto('/plans');
  await banner(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/agent-home$/);
});

test('a wrong password shows the error beside the password and signs no one in', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Please enter your e-mail');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Please enter your password');

  await page.getByLabel('E-mail').fill(DEMO.rep2.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    'The e-mail or password is not correct.',
  );
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.rep2.email);
  await expect(page).toHaveURL(/\/sign-in$/);
  await shoot(page, 'sign-in-wrong-password');
  // The right password still works (one failure is far from the lock).
  await page.getByLabel('Password').fill(DEMO.rep2.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/agent-home$/);
  await expect(banner(page)).toContainText('Signed in as Dana Whitfield');
});

test('a member signs in from the mailed link and reaches member home; the link works once', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByLabel('Zip Code')).toBeVisible();
  await banner(page).getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: /Are you a member\?/ }).click();
  await expect(page).toHaveURL(/\/member-sign-in$/);
  await page.getByLabel('E-mail').fill(DEMO.member.email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('we sent it a sign-in link and code');
  await expect(page.getByLabel('Code from the e-mail')).toBeVisible();
  await shoot(page, 'member-sign-in-sent');

  await page.goto('/mail');
  const row = page.getByRole('row').filter({ hasText: DEMO.member.email }).first();
  await row.getByRole('link').click();
  const link = (await page.getByRole('link', { name: 'Sign in' }).getAttribute('href'))!;
  expect(link).toMatch(/\/member-sign-in\/[\w-]{43}$/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/member-home$/);
  await expect(banner(page)).toContainText('Signed in as Maria Lopez');
  expect(await page.evaluate(() => localStorage.getItem('USER_ID'))).toBe('5001');
  const info = await page.request.get('/api/v1/get-member-info?user_id=5001', { headers: API_HEADERS });
  expect(info.status()).toBe(200);

  // The same link again: refused, with a way to ask for a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('was already used or has expired');
  await expect(page.getByRole('link', { name: 'Ask for a new sign-in link' })).toBeVisible();
  await shoot(page, 'member-link-used');
});

test('sign-out ends the server session, clears the stored keys and follows the logo rules', async ({
  page,
}) => {
  await signIn(page, 'group');
  await expect(banner(page)).toContainText('Signed in as Priya Shah');
  // Logo rule for a group administrator: /group-home.
  await page.goto('/plans');
  await banner(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/group-home$/);
  const members = () => page.request.get('/api/v1/get-member-info?user_id=5001', { headers: API_HEADERS });
  expect((await members()).status()).toBe(200);

  await banner(page).getByRole('button', { name: 'Sign out', exact: true }).click();
  // Spec: logout clears all local storage and goes to /; start-up opens the default store.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Zip Code')).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Only the default store's context is left (start-up sets it again): no name, an applicant.
  expect(
    await page.evaluate(() => [localStorage.getItem('eprocess'), localStorage.getItem('signed_in_as')]),
  ).toEqual(['"applicant"', null]);
  // The protected call made afterwards is refused: the session is over on the server.
  const after = await members();
  expect(after.status()).toBe(401);
  expect((await after.json()).data[0].error_message).toBe('Please sign in to continue.');
  // Logo rule with an open type stored (the default store): home.
  await page.goto('/plans');
  await banner(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
});

/** Forgot password, as the administrator: asks for a code, reads it from /mail, answers the code. */
async function askResetCode(page: Page): Promise<string> {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail').fill(DEMO.admin.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status')).toContainText('we sent it a code');
  expect(page.url()).toMatch(/\/forgot-password$/);
  const mail = await page.context().newPage();
  await mail.goto('/mail');
  await mail.getByRole('row').filter({ hasText: DEMO.admin.email }).first().getByRole('link').click();
  const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(await mail.locator('body').innerText())![1]!;
  await mail.close();
  return code;
}

async function signInWith(page: Page, password: string) {
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.getByLabel('E-mail').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(banner(page)).toContainText('Signed in as Alex Morgan');
}

test('forgot password: the mailed code sets a new password', async ({ page, browser }) => {
  // The platform administrator's account; its demo password is put back at the end, so journeys
  // that run later still sign in with it.
  const code = await askResetCode(page);
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(
    /Please choose a password of at least 10 characters/,
  );
  await page.getByLabel('New password').fill('a brand new admin password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password was changed. Please sign in.');
  await shoot(page, 'forgot-password-done');
  await signInWith(page, 'a brand new admin password');

  // The demo password back, through the same screens in a browser nobody signed in to.
  const context = await browser.newContext();
  const again = await context.newPage();
  const second = await askResetCode(again);
  await again.getByLabel('Code from the e-mail').fill(second);
  await again.getByLabel('New password').fill(DEMO.admin.password);
  await again.getByRole('button', { name: 'Save new password' }).click();
  await expect(again.getByRole('status')).toContainText('Your password was changed. Please sign in.');
  await signInWith(again, DEMO.admin.password);
  await context.close();
});

test('the member sign-in link of the helper works for journeys', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Zip Code')).toBeVisible();
  expect(await mailedSignInLink(page, 'tom.nguyen@example.com')).toMatch(/\/member-sign-in\//);
});

test('a rep signed in on two browsers signs the other one out from the header (issue 26)', async ({
  page,
  browser,
}, testInfo) => {
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const elsewhere = await other.newPage();
    await signIn(elsewhere, 'rep');
    expect(await agentGroupsStatus(elsewhere)).toBe(200);

    await signIn(page, 'rep');
    await banner(page).getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      /[1-9]\d* other sessions? signed out/,
    );
    expect(await agentGroupsStatus(elsewhere)).toBe(401);
    expect(await agentGroupsStatus(page)).toBe(200);
    await expect(banner(page)).toContainText('Signed in as Jordan Avery');
  } finally {
    await other.close();
  }
});
