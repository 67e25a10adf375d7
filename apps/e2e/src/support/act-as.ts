import { expect, type Page } from '@playwright/test';

/** The demo sign-ins (apps/api/src/db/seed/accounts.ts; README "Demo sign-ins"). */
const STAFF = {
  rep10109: { email: 'jordan.avery@summit-benefits.example', password: 'demo-rep-10109' },
  rep20417: { email: 'dana.whitfield@harbor-benefits.example', password: 'demo-rep-20417' },
  group77: { email: 'hr@northwind.example', password: 'demo-group-77' },
} as const;

/** Members sign in by the link mailed to them; any seeded member's e-mail works. */
export const MEMBERS = {
  member5001: 'maria.lopez@example.com',
  member5002: 'james.carter@example.com',
} as const;

export type Who = keyof typeof STAFF | keyof typeof MEMBERS;

const BASIC = { authorization: `Basic ${Buffer.from('benefit-store-web:public').toString('base64')}` };

type WhoAmI = {
  principal: { first_name: string; last_name: string };
  session_keys: {
    eprocess: string | null;
    agent_id: number | null;
    group_id: number | null;
    USER_ID: number | null;
  };
};

/** The token of the newest member sign-in mail to `email`, read from the outbox page (/mail). */
async function mailedSignInToken(page: Page, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const list = await (await page.request.get('/mail')).text();
    const row = list.split('<tr>').find((r) => r.includes(email) && /sign/i.test(r));
    const id = row && /href="\/mail\/(\d+)"/.exec(row)?.[1];
    if (id) {
      const html = await (await page.request.get(`/mail/${id}`)).text();
      const token = /\/member-sign-in\/([A-Za-z0-9_-]+)/.exec(html)?.[1];
      if (token) return token;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`no sign-in mail for ${email}`);
}

/**
 * Puts a rep, a group administrator or a member into the browser's session, as the store's own
 * sign-in leaves it: the server session (httpOnly cookie, through the real sign-in calls on the
 * page's own cookie jar) and the spec's local-storage keys (eprocess, agent_id/AGENT_ID, group_id,
 * USER_ID) the screens read. The one place journeys sign in: switching them to the sign-in page
 * later means changing this function only.
 */
export async function actAs(page: Page, who: Who): Promise<void> {
  let answer: WhoAmI;
  if (who in STAFF) {
    const res = await page.request.post('/api/v1/sign-in', {
      headers: BASIC,
      data: STAFF[who as keyof typeof STAFF],
    });
    expect(res.status(), await res.text()).toBe(200);
    answer = (await res.json()).data;
  } else {
    const email = MEMBERS[who as keyof typeof MEMBERS];
    const asked = await page.request.post('/api/v1/request-member-sign-in', {
      headers: BASIC,
      data: { email },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    const token = await mailedSignInToken(page, email);
    const res = await page.request.post('/api/v1/member-sign-in', { headers: BASIC, data: { token } });
    expect(res.status(), await res.text()).toBe(200);
    answer = (await res.json()).data;
  }
  const k = answer.session_keys;
  await page.goto('/');
  // After start-up has stored the default store's context, or it would overwrite ours.
  await expect(page.locator('input[name="zip"]')).toBeVisible();
  const keys: Record<string, unknown> = { eprocess: k.eprocess };
  if (k.agent_id != null) keys.agent_id = k.agent_id;
  if (k.agent_id != null && k.eprocess === 'rep') keys.AGENT_ID = k.agent_id;
  if (k.group_id != null) keys.group_id = k.group_id;
  if (k.USER_ID != null) keys.USER_ID = k.USER_ID;
  // The header's "Signed in as …" (the sign-in page stores it too).
  keys.signed_in_as = `${answer.principal.first_name} ${answer.principal.last_name}`;
  await page.evaluate((values) => {
    for (const [key, v] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(v));
  }, keys);
}
