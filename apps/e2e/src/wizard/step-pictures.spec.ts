import { expect, test, type Page } from '@playwright/test';
import {
  apiEnrollment,
  DENTAL,
  fillNewCard,
  next,
  shoot,
  signAgreement,
  startWizard,
  step,
  submitEnrollment,
  watchStepPictures,
} from '../support/wizard';

/** The step's section as the person sees it: what its picture must show. */
const stepBox = async (page: Page) => (await page.locator('section[data-step]').boundingBox())!;

/**
 * Each step arrived at first, by a reload (as continue-by-code, a mailed link or a refresh do):
 * review, agreement and billing once took no picture then (only the steps before them fetched
 * html2canvas, and a step that found it missing skipped its picture without a word). The picture
 * is drawn after the next step shows, from a copy of the step taken at Next.
 */
test('review, agreement and billing each reached by a reload still send their picture', async ({ page }) => {
  test.setTimeout(180_000);
  const tempId = await startWizard(page, [DENTAL], { zip: '94105', dob: '04/18/1988', tier: 'IO' });
  await apiEnrollment(page, tempId, 'review', { email: `pictures.${Date.now()}@example.com` });
  const pictures = watchStepPictures(page);

  await page.goto('/enrollment/review-confirm');
  await expect(step(page, 'Review & Confirmation')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your enrollment' }).getByRole('heading')).toHaveCount(4);
  // Every card's summary comes from the review's one read (get-review-sections).
  const cards = page.getByRole('list', { name: 'Your enrollment' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'Personal Info' })).toContainText('Ana Lopez');
  await shoot(page, 'review-one-read');
  const review = await stepBox(page);
  await next(page).click();
  await expect(step(page, 'Agreement & Signature')).toBeVisible();
  await expect.poll(pictures.stored).toContain('review_info');
  // The stored PNG is the step as it was: its width, and at least its visible height.
  expect(pictures.size('review_info')?.width).toBe(Math.ceil(review.width));
  expect(pictures.size('review_info')?.height).toBeGreaterThan(review.height / 2);

  await page.reload();
  const agreement = step(page, 'Agreement & Signature');
  await expect(agreement).toBeVisible();
  await signAgreement(page, { title: 'Applicant Verification', answer: '04/18/1988', userName: 'Ana Lopez' });
  await expect.poll(pictures.stored).toContain('aggrement_info');

  await page.reload();
  await expect(step(page, 'Billing Information')).toBeVisible();
  await fillNewCard(page, 'Ana', 'Lopez');
  await submitEnrollment(page).click();
  await expect(page).toHaveURL(/\/enrollment\/receipt$/);
  await expect.poll(pictures.stored).toEqual(['aggrement_info', 'payment_info', 'review_info']);
  expect(pictures.failed).toEqual([]);
});
