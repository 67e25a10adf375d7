import { expect, test } from '@playwright/test';
import { actAs } from '../support/act-as';
import { shoot } from './shots';

test('member home greets the member, chooses a tier and reaches /plans', async ({ page }) => {
  await actAs(page, 'member5002');
  await page.goto('/member-home');
  await expect(page.getByRole('heading', { name: 'Welcome, James Carter' })).toBeVisible();
  const tier = page.getByRole('combobox', { name: /Choose Tier/ });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(tier).toHaveAccessibleDescription('Please choose a tier');
  await shoot(page, 'member-home-error');
  await tier.selectOption({ label: 'IC Member + Child(ren)' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('definition').filter({ hasText: 'James Carter' })).toBeVisible();
});

test('the member benefit store link opens /plans for the member under group 1929', async ({ page }) => {
  // Aisha Khan's link (README): the token is opaque; no sign-in is needed to follow it.
  await page.goto('/member-benefit-store/mbs_Ze4Rt9Yp2Lm6Nq8Ks1Xw3Vc5/IO');
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('definition').filter({ hasText: 'Aisha Khan' })).toBeVisible();
  await expect(
    page.getByRole('definition').filter({ hasText: 'Riverside Unified School District' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('group_id'))).toBe('1929');
});

test("a bad member benefit store link shows 'Please choose a tier'", async ({ page }) => {
  await page.goto('/member-benefit-store/mbs_Ze4Rt9Yp2Lm6Nq8Ks1Xw3Vc5/XX');
  await expect(page.getByText('Please choose a tier')).toBeVisible();
  await shoot(page, 'member-benefit-store-error');
  await page.goto('/member-benefit-store/5003/IO');
  await expect(page.getByText('Please choose a tier')).toBeVisible();
});
