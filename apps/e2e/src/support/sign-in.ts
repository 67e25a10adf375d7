import { expect, type Page } from '@playwright/test';
import { API_HEADERS } from './api';

/** The demo sign-ins (apps/api/src/seed/accounts.ts; README "Demo sign-ins"). Demo only. */
export const DEMO = {
  rep: { email: 'jordan.avery@summit-benefits.example', password: 'demo-rep-10109', home: '/agent-home' },
  rep2: { email: 'dana.whitfield@harbor-benefits.example', password: 'demo-rep-20417', home: '/agent-home' },
  group: { email: 'hr@northwind.example', password: 'demo-group-77', home: '/group-home' },
  group4100: { email: 'hr@lakeside-mfg.example', password: 'demo-group-4100', home: '/group-home' },
  group4200: { email: 'hr@summit-hospitality.example', password: 'demo-group-4200', home: '/group-home' },
  admin: { email: 'admin@benefit-store.example', password: 'demo-platform-admin', home: '/admin/tenants' },
  member: { email: 'maria.lopez@example.com', home: '/member-home' },
} as const;
export type Who = keyof typeof DEMO;

/** Waits until start-up has stored the default store's context (it would overwrite ours). */
async function openStore(page: Page) {
  await page.goto('/');
  await expect(page.locator('input[name="zip"]')).toBeVisible();
}

/**
 * Signs `who` in as a person does and waits for their home: staff from the header's "Sign in"
 * with e-mail and password; a member by the mailed one-time link, read from /mail (the outbox page).
 * English pages; use `signInQuietly` when the journey is about something else or in Spanish.
 */
export async function signIn(page: Page, who: Who): Promise<void> {
  await openStore(page);
  const account = DEMO[who];
  if (!('password' in account)) {
    await page.goto(await mailedSignInLink(page, account.email));
    await expect(page).toHaveURL(new RegExp(`${account.home}$`));
    return;
  }
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${account.home}$`));
}

/** Asks for a member sign-in mail and returns its link, as the /mail page shows it. */
export async function mailedSignInLink(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/v1/request-member-sign-in', {
    headers: API_HEADERS,
    data: { email },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto('/mail');
  const row = page.getByRole('row').filter({ hasText: email }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  const link = page.getByRole('link', { name: 'Sign in' });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

/**
 * A signed-in session without the pages: the API sets the session cookie in the browser context
 * (page.request shares it), and the answer's session keys go to local storage as the sign-in page
 * would put them. For staff only (members have no password).
 */
export async function signInQuietly(page: Page, who: Exclude<Who, 'member'>): Promise<void> {
  await openStore(page);
  const account = DEMO[who];
  const res = await page.request.post('/api/v1/sign-in', {
    headers: API_HEADERS,
    data: { email: account.email, password: account.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = await res.json();
  const keys = data.session_keys;
  await page.evaluate(
    (values) => {
      for (const [k, v] of Object.entries(values)) localStorage.setItem(k, JSON.stringify(v));
    },
    {
      eprocess: keys.eprocess,
      ...(keys.agent_id != null && { agent_id: keys.agent_id }),
      ...(keys.eprocess === 'rep' && { AGENT_ID: keys.agent_id }),
      ...(keys.group_id != null && { group_id: keys.group_id }),
      signed_in_as: `${data.principal.first_name} ${data.principal.last_name}`,
    },
  );
}
