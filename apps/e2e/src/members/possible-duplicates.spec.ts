import { expect, test, type Page } from '@playwright/test';
import { setLanguageCookie } from '../support/axe';
import { signIn, signInQuietly } from '../support/sign-in';
import { startQuote } from '../support/shopping';
import { apiEnrollment, DENTAL, fillCart } from '../support/wizard';
import { shoot } from './shots';

// Issue 26 (ADR 0024): an anonymous completion that merely looks like a member becomes a new member
// marked as a possible duplicate; the rep whose book holds the member reviews it side by side and
// merges it, or keeps the two separate, with one confirmed action recorded in the change history.
// The journey makes its own look-alike pairs through the API (the seeded pair of Aisha Khan,
// member 5090, is only looked at: the current-members journeys count it).

/**
 * Letters only, no vowels: a fresh surname per pair, so no other journey's member can look like it
 * and no other journey's search (e.g. "son" in current members) finds it.
 */
const letters = () =>
  Array.from({ length: 6 }, () => 'bcdfghjklmnpqrtvwxz'[Math.floor(Math.random() * 19)]).join('');

/**
 * A member and their look-alike, both completed anonymously in the default store (group 77, agent
 * 10109's book) with the same name, birth date, SSN and e-mail, from a tab of their own (the shop's
 * quote keys stay out of the staff page). Returns the member's name.
 */
async function makeLookAlikePair(page: Page): Promise<string> {
  const suffix = letters();
  const who = {
    first_name: 'Ida',
    last_name: `Marsh${suffix}`,
    email: `ida.marsh.${suffix}@example.com`,
    ssn: '512345678',
  };
  const tab = await page.context().newPage();
  for (let i = 0; i < 2; i++) {
    const tempId = await startQuote(tab);
    await fillCart(tab, tempId, [DENTAL]);
    await apiEnrollment(tab, tempId, 'complete', who);
  }
  await tab.close();
  test
    .info()
    .annotations.push({ type: 'shortcut', description: 'look-alike pair completed through the API' });
  return `${who.first_name} ${who.last_name}`;
}

const pairOf = (page: Page, name: string) =>
  page.getByRole('article', { name: `Possible duplicate of ${name}`, exact: true });

test('the rep merges a look-alike into the member from the home, and the history shows the merge', async ({
  page,
}) => {
  const name = await makeLookAlikePair(page);
  await signIn(page, 'rep');
  await page.getByRole('link', { name: /^Possible duplicates \d+ to review$/ }).click();
  await expect(page).toHaveURL(/\/possible-duplicates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Possible duplicates' })).toBeVisible();

  // The seeded look-alike of Aisha Khan waits too, side by side with member 5003 (only looked at).
  const aisha = pairOf(page, 'Aisha Khan');
  await expect(aisha.getByRole('region', { name: /Existing member.*Member 5003/ })).toBeVisible();
  await expect(aisha.getByRole('region', { name: /New record.*Member 5090/ })).toBeVisible();
  await expect(aisha).toContainText(/\*{5}\d{4}/);
  await shoot(page, 'possible-duplicates');

  const pair = pairOf(page, name);
  await expect(pair).toContainText('Matched by the same SSN, last name and birth date');
  const existing = pair.getByRole('region', { name: /Existing member/ });
  const memberId = Number(/Member (\d+)/.exec((await existing.getByRole('heading').textContent()) ?? '')![1]);
  await pair.getByRole('button', { name: `Merge into ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Merge into ${name}?` });
  await expect(dialog).toContainText(`move to ${name} (member ${memberId})`);
  await shoot(page, 'possible-duplicates-confirm-merge');
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: 'was merged into' })).toContainText(
    `The new record of ${name} was merged into ${name} (member ${memberId}).`,
  );
  await expect(pairOf(page, name)).toHaveCount(0);
  await expect(aisha).toBeVisible();
  await shoot(page, 'possible-duplicates-merged');

  // The member's change history records who merged the look-alike into them.
  await page.getByRole('link', { name: `See ${name}'s change history` }).click();
  await expect(page).toHaveURL(new RegExp(`/member-history/${memberId}$`));
  await expect(page.getByRole('row').filter({ hasText: 'Merged into an existing member' })).toContainText(
    'Jordan Avery',
  );
});

test('the rep keeps a look-alike as a separate member, after saying so in the dialog', async ({ page }) => {
  const name = await makeLookAlikePair(page);
  await signInQuietly(page, 'rep');
  await page.goto('/possible-duplicates');
  const pair = pairOf(page, name);
  // From the keyboard: the decision's button, then the dialog's.
  await pair.getByRole('button', { name: 'Keep as separate members' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Keep as separate members?' });
  await expect(dialog).toContainText('Neither record changes.');
  await dialog.getByRole('button', { name: 'Keep separate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'kept as separate members' })).toContainText(
    `${name} and ${name} are kept as separate members.`,
  );
  await expect(pairOf(page, name)).toHaveCount(0);
});

test('a group administrator with nothing to review sees the empty state, in English and Spanish', async ({
  page,
  context,
}) => {
  await signInQuietly(page, 'group4100');
  await page.goto('/possible-duplicates');
  await expect(page.getByRole('heading', { name: 'No possible duplicates to review' })).toBeVisible();
  await shoot(page, 'possible-duplicates-empty');
  await setLanguageCookie(context, 'es');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No hay posibles duplicados por revisar' })).toBeVisible();
});

test('the review in Spanish: the pair side by side and the confirmation (pictures)', async ({
  page,
  context,
}) => {
  await setLanguageCookie(context, 'es');
  await signInQuietly(page, 'rep');
  await page.goto('/possible-duplicates');
  const aisha = page.getByRole('article', { name: 'Posible duplicado de Aisha Khan' });
  await expect(aisha.getByRole('button', { name: 'Combinar con Aisha Khan' })).toBeVisible();
  await shoot(page, 'possible-duplicates-es');
  await aisha.getByRole('button', { name: 'Combinar con Aisha Khan' }).click();
  await expect(page.getByRole('dialog', { name: '¿Combinar con Aisha Khan?' })).toBeVisible();
  await shoot(page, 'possible-duplicates-confirm-es');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(aisha).toBeVisible();
});
