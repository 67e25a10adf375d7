import { expect, test, type Page } from '@playwright/test';
import { dobForAge, pricing, startQuote, type Profile } from '../support/shopping';

const MSG = {
  stateError: 'Plan not available in your state. Please change the state by editing your basic info above.',
  tierError: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
  ageError: 'Plan not available for selected age group. Please edit your basic info above.',
  metError: 'Plan not available in the area. Please choose another area by editing your basic info above.',
  smokerError: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
  salaryError: 'Please enter a sufficient annual income to add product to the cart by clicking here.',
  hourError: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
};

async function openPlan(page: Page, profile: Profile, path: string) {
  await startQuote(page, profile);
  await page.goto(path);
  return pricing(page);
}

/** Fixes the basics through the Basic Details popup opened from the message's link. */
async function editBasics(
  page: Page,
  link: string,
  change: (d: ReturnType<Page['getByRole']>) => Promise<unknown>,
) {
  await pricing(page).getByRole('button', { name: link }).click();
  const dialog = page.getByRole('dialog', { name: 'Basic Details' });
  await change(dialog);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
}

const priced = (page: Page) =>
  expect(
    pricing(page)
      .getByRole('button', { name: /^(Add to Cart|Enroll Now)$/ })
      .first(),
  ).toBeVisible();

test.describe('pricing errors and their fixes', () => {
  test('stateError (zip in NY) is fixed by editing the zip', async ({ page }) => {
    const area = await openPlan(page, { zip: '10001' }, '/plan/1012/summit-major-medical');
    await expect(area.getByRole('alert')).toHaveText(MSG.stateError);
    await editBasics(page, 'editing your basic info above', (d) => d.getByLabel('Zip Code').fill('94105'));
    await priced(page);
  });

  test('ageError (70) is fixed by editing the date of birth', async ({ page }) => {
    const area = await openPlan(page, { dob: dobForAge(70) }, '/plan/1012/summit-major-medical');
    await expect(area.getByRole('alert')).toHaveText(MSG.ageError);
    await editBasics(page, 'edit your basic info above', (d) =>
      d.getByLabel('Date of Birth').fill('04/18/1988'),
    );
    await priced(page);
  });

  test('tierError (Family) is fixed by choosing another tier', async ({ page }) => {
    const area = await openPlan(page, { tier: 'IF' }, '/plan/1016/horizon-short-term-medical');
    await expect(area.getByRole('alert')).toHaveText(MSG.tierError);
    await editBasics(page, 'editing your basic info above', (d) => d.getByLabel('Tier').selectOption('IO'));
    await priced(page);
  });

  test('metError (Chicago) is fixed by choosing another area', async ({ page }) => {
    const area = await openPlan(page, { zip: '60601' }, '/plan/1007/paws-and-claws-pet-care');
    await expect(area.getByRole('alert')).toHaveText(MSG.metError);
    await editBasics(page, 'editing your basic info above', (d) => d.getByLabel('Zip Code').fill('94105'));
    await priced(page);
  });

  test('smokerError is fixed in the "Do you smoke?" popup', async ({ page }) => {
    const area = await openPlan(page, {}, '/plan/1018/keystone-term-life-10');
    await expect(area.getByRole('alert')).toHaveText(MSG.smokerError);
    await area.getByRole('button', { name: 'clicking here' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tobacco Usage' });
    await dialog.getByRole('group', { name: 'Do you smoke?' }).getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await priced(page);
    await expect(page.getByRole('region', { name: 'Your details' })).toContainText('Smoker');
  });

  test('planAgeError shows the server message; a younger age fixes it', async ({ page }) => {
    const area = await openPlan(
      page,
      { dob: dobForAge(68), is_smoker: 0 },
      '/plan/1018/keystone-term-life-10',
    );
    await expect(area.getByRole('alert')).toContainText(/\S/);
    await expect(area.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Basic Details' });
    await dialog.getByLabel('Date of Birth').fill('04/18/1988');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await priced(page);
  });

  test('salaryError then hourError are fixed in the income and hours popup', async ({ page }) => {
    const area = await openPlan(page, {}, '/plan/1011/incomeguard-disability');
    await expect(area.getByRole('alert')).toHaveText(MSG.salaryError);
    await area.getByRole('button', { name: 'clicking here' }).click();
    let dialog = page.getByRole('dialog', { name: 'Annual Income and Working Hours' });
    await dialog.getByLabel('Annual Income').fill('45000');
    await dialog.getByLabel('Working Hours').fill('10');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(area.getByRole('alert')).toHaveText(MSG.hourError);
    await area.getByRole('button', { name: 'clicking here' }).click();
    dialog = page.getByRole('dialog', { name: 'Annual Income and Working Hours' });
    await expect(dialog.getByLabel('Annual Income')).toHaveValue('45000');
    await dialog.getByLabel('Working Hours').fill('40');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await priced(page);
  });

  test('enrollmentIdError offers a custom quote through the landing form', async ({ page }) => {
    await page.goto('/plan/1001/brightsmile-dental-ppo');
    await page.getByRole('link', { name: 'For a Custom Quote, Click Here' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByLabel('Zip Code')).toBeVisible();
  });

  test('changePid moves to the plan that replaced it', async ({ page }) => {
    await openPlan(page, {}, '/plan/1096/happy-tails-pet-wellness-2023');
    await expect(page).toHaveURL(/\/plan\/1026\//);
    await priced(page);
  });
});
