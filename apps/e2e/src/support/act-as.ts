import { expect, type Page } from '@playwright/test';
import { mailedSignInLink, signInQuietly } from './sign-in';

/**
 * Members sign in by the link mailed to them; any seeded member's e-mail works. The API mails at
 * most 5 codes an hour to one address from one client (kernel/limits/policy.ts), and every
 * journey of a worker shares its API from 127.0.0.1: so spread the member journeys over both
 * members (today Maria 4, James 4 sign-ins, counting both languages) rather than add a sixth.
 */
const MEMBERS = {
  member5001: 'maria.lopez@example.com',
  member5002: 'james.carter@example.com',
} as const;
const STAFF = { rep10109: 'rep', rep20417: 'rep2', group77: 'group', group4100: 'group4100' } as const;

export type Who = keyof typeof STAFF | keyof typeof MEMBERS;

/**
 * Puts a rep, a group administrator or a member into the browser's session the way the store's
 * sign-in leaves it: the server session (httpOnly cookie) and the spec's local-storage keys
 * (eprocess, agent_id/AGENT_ID, group_id, USER_ID). The member-admin journeys sign in only here,
 * so how they sign in (quietly through the API, or through the pages) changes in one place.
 */
export async function actAs(page: Page, who: Who): Promise<void> {
  if (who in STAFF) return signInQuietly(page, STAFF[who as keyof typeof STAFF]);
  // A member follows the one-time link from their mail, which signs in and opens member home.
  await page.goto('/');
  await expect(page.locator('input[name="zip"]')).toBeVisible();
  await page.goto(await mailedSignInLink(page, MEMBERS[who as keyof typeof MEMBERS]));
  await expect(page).toHaveURL(/\/member-home$/);
}
