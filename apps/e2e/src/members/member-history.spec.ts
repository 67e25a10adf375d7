import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS } from '../support/api';
import { DENTAL, next, personalAndContact, SSN, startStaffWizard, step } from '../support/wizard';
import { shoot } from './shots';

// Jordan Avery (agent 10109) enrolls a client of Northwind Traders (group 77), edits the address
// from Review, and later opens the member's change history from the current-members list.
const REP = { eprocess: 'rep', agent_id: 10109, group_id: 77 } as const;

type Def = { field_name: string; value: unknown; required: 0 | 1 };

/** The steps after review, through the API as the wizard saves them (a shortcut; their journeys test them). */
async function finishThroughApi(page: Page, id: string) {
  const call = async <T>(method: 'GET' | 'POST', name: string, data: Record<string, unknown> = {}) => {
    const res =
      method === 'GET'
        ? await page.request.get(`/api/v1/${name}?enrollment_id=${id}`, { headers: API_HEADERS })
        : await page.request.post(`/api/v1/${name}`, {
            headers: API_HEADERS,
            data: { enrollment_id: id, ...data },
          });
    expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
    return (await res.json()).data as T;
  };
  await call('POST', 'save-review-info', { additional_notes: '', first_enroll: 1 });
  const texts = await call<{ result: { text_id: string; version: string }[] }>('GET', 'get-agreement-texts');
  const fields = await call<{ result: Def[] }>('GET', 'get-form-fields-agreement-info');
  await call('POST', 'save-agreement-info', {
    eprocess: 'rep',
    question_id: fields.result.find((d) => d.field_name === 'question_id')?.value,
    answer: '30301',
    signature:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    agreed: texts.result.map((t) => ({ text_id: t.text_id, version: t.version })),
  });
  await call('POST', 'save-billing-info', {
    payment_method: 'cc',
    first_name_on_cc: 'Ada',
    last_name_on_cc: 'Quill',
    card_number: '4111111111111111',
    expiration_month: '09',
    expiration_year: String(new Date().getUTCFullYear() + 2),
    security_code: '737',
    address1: '200 Peachtree Street',
    city: 'Atlanta',
    state: 'GA',
    zip: '30301',
    is_physical_address: 'no',
  });
  await call('POST', 'complete-enrollment');
  test
    .info()
    .annotations.push({ type: 'shortcut', description: 'agreement, billing and completion through the API' });
}

test("an address edited from review shows in the member's history, for the rep", async ({ page }) => {
  test.setTimeout(180_000);
  // Letters only (names refuse digits), unique per run: the search finds just this member.
  const last = `Quill${[...String(Date.now() % 1e6)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
  const id = await startStaffWizard(page, REP, [DENTAL], { zip: '30301' });
  await personalAndContact(page, {
    first: 'Ada',
    last,
    email: `ada.${last.toLowerCase()}@example.com`,
    city: 'Atlanta',
  });
  await expect(step(page, 'Review & Confirmation')).toBeVisible();

  // Review -> Contact Info -> Edit Details -> a new street -> Next, back at review.
  await page.getByRole('button', { name: 'View Details: Contact Info' }).click();
  await page
    .getByRole('dialog', { name: 'Contact Info' })
    .getByRole('button', { name: 'Edit Details' })
    .click();
  await expect(step(page, 'Contact Information')).toBeVisible();
  await page.getByLabel('Street Address 1').fill('200 Peachtree Street');
  await next(page).click();
  await expect(step(page, 'Review & Confirmation')).toBeVisible();
  await finishThroughApi(page, id);

  // The rep finds the new member in their book and opens the history.
  await page.goto(`/agent-select-member?search=${last}`);
  await page.getByRole('link', { name: `History: Ada ${last}` }).click();
  await expect(page).toHaveURL(/\/member-history\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Change history: Ada ${last}` })).toBeVisible();
  const table = page.getByRole('table');
  // One save is one row: the edit from review changed the address and the e-mail together.
  const moved = table
    .getByRole('row')
    .filter({ hasText: 'Contact Information' })
    .filter({ hasText: /Address:\s*from 55 PEACHTREE ST/i })
    .first();
  await expect(moved).toContainText('Jordan Avery (rep)');
  await expect(moved.getByRole('listitem').filter({ hasText: /^Address:/ })).toHaveText(
    /^Address:\s*from 55 PEACHTREE ST.* to 200 PEACHTREE ST/i,
  );
  // The SSN only as "changed"; its digits nowhere on the page.
  await expect(table.getByRole('listitem').filter({ hasText: /^SSN:/ }).first()).toHaveText(
    /^SSN:\s*changed$/,
  );
  // Values a person reads: the payment type by its name, no code.
  await expect(
    table
      .getByRole('listitem')
      .filter({ hasText: /^Payment Type:/ })
      .first(),
  ).toHaveText(/Credit card/);
  await expect(page.getByRole('main')).not.toContainText('texts_hash');
  await expect(page.getByRole('main')).not.toContainText(SSN.member);
  await expect(page.getByRole('main')).not.toContainText(SSN.member.slice(-4));
  await shoot(page, 'member-history');

  // Filters: one step, then one person; both in the URL.
  await page.getByLabel('Step').selectOption({ label: 'Contact Information' });
  await expect(page).toHaveURL(/step=contact_info/);
  await expect(table.getByRole('listitem').filter({ hasText: /^SSN:/ })).toHaveCount(0);
  await expect(
    table
      .getByRole('listitem')
      .filter({ hasText: /^Address:/ })
      .first(),
  ).toBeVisible();
  await page.getByLabel('Person').selectOption({ label: 'Jordan Avery (rep)' });
  await expect(page).toHaveURL(/person=account%3A\d+/);
  await expect(
    table
      .getByRole('listitem')
      .filter({ hasText: /^Address:/ })
      .first(),
  ).toBeVisible();
  await shoot(page, 'member-history-filtered');

  // The same change in the one enrollment's history.
  await table
    .getByRole('link', { name: `History of enrollment ${id}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/enrollment-history/${id}`));
  await expect(
    page
      .getByRole('table')
      .getByRole('listitem')
      .filter({ hasText: /^Address:/ })
      .first(),
  ).toBeVisible();
});
