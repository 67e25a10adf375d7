import { expect, type Page } from '@playwright/test';
import { API_HEADERS } from './api';
import { signInQuietly } from './sign-in';

/** Quote basics of a demo profile (apps/api/README.md "Catalogue and demo profiles"). */
export interface Profile {
  zip?: string;
  dob?: string;
  tier?: 'IO' | 'IS' | 'IC' | 'IF';
  gender?: 0 | 1;
  is_smoker?: 0 | 1;
  annual_incode?: number;
  working_hours?: number;
  user_id?: number;
}

/** A date of birth that is `age` on the first of next month (the default effective date). */
export function dobForAge(age: number): string {
  const now = new Date();
  const eff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const year = eff.getUTCFullYear() - age;
  return `03/15/${eff.getUTCMonth() + 1 > 3 ? year : year - 1}`;
}

/**
 * Starts a quote in the default store for a profile (as the landing form would: agent 10109,
 * group 77, open type user); the next page the test opens has its tempId stored.
 */
export async function startQuote(page: Page, profile: Profile = {}): Promise<string> {
  const { zip = '94105', dob = '04/18/1988', tier = 'IO', gender = 0, user_id, ...extra } = profile;
  const created = user_id
    ? await startForMember(page, user_id, tier)
    : await page.request.post('/api/v1/add-filter-for-new-user', {
        headers: API_HEADERS,
        data: {
          zip,
          dob,
          tier,
          gender,
          eprocess: 'applicant',
          agent_id: 10109,
          group_id: 77,
          platform_group_id: 101,
          open_type: 'user',
        },
      });
  expect(created.ok(), await created.text()).toBe(true);
  const tempId: string = (await created.json()).data.temp_enrollment_id;
  if (Object.keys(extra).length) {
    const changed = await page.request.put(`/api/v1/change-filter-info/${tempId}`, {
      headers: API_HEADERS,
      data: extra,
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  // Stored before the app boots (once per tab), so the store's own writes cannot race it.
  await page.addInitScript((id) => {
    if (sessionStorage.getItem('e2e-quote') === id) return;
    sessionStorage.setItem('e2e-quote', id);
    localStorage.setItem('tempId', JSON.stringify(id));
  }, tempId);
  return tempId;
}

/**
 * An existing member's quote is started by someone who may act for them (ADR 0013): here the
 * member's rep (agent 10109), signed in; the member's quote basics come from their record.
 */
async function startForMember(page: Page, userId: number, tier: string) {
  await signInQuietly(page, 'rep');
  return page.request.post('/api/v1/add-filter-for-existing-user', {
    headers: API_HEADERS,
    data: { enroll_type: 'existing-member', user_id: userId, tier },
  });
}

/** The plans in the enrollment's cart, as the server holds them. */
export async function cartLines(page: Page, tempId: string): Promise<{ plan_id: number }[]> {
  const res = await page.request.get(`/api/v1/get-plan-cart?enrollment_id=${tempId}`, {
    headers: API_HEADERS,
  });
  return (await res.json()).data.result;
}

/** The header's cart link ("Cart, N items"). */
export const cartBadge = (page: Page, count: number) =>
  page.getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

/** The pricing area of the plan detail. */
export const pricing = (page: Page) => page.getByRole('region', { name: 'Pricing' });

export const SHOTS_DIR = '/tmp/shots-shop';
