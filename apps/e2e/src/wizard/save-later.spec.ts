import { expect, test, type Page } from '@playwright/test';
import { expectFieldError, next, shoot, SSN, startWizard, step, TERM_LIFE } from '../support/wizard';

/** The newest save-later mail to this address, as the outbox page shows it: its code and link. */
async function readCodeMail(page: Page, email: string) {
  await page.goto('/mail');
  const row = page.getByRole('row').filter({ hasText: email }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  const body = page.locator('body');
  await expect(body).toContainText('Continue my enrollment');
  const text = (await body.innerText()).replace(/\s+/g, ' ');
  const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(text)?.[1];
  expect(code, text).toBeTruthy();
  const link = await page.getByRole('link', { name: 'Continue my enrollment' }).getAttribute('href');
  return { code: code!, link: link! };
}

async function fillPersonal(page: Page) {
  await page.getByLabel('First Name').fill('Rosa');
  await page.getByLabel('Last Name').fill('Diaz');
  await page.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await page.getByLabel('SSN').fill(SSN.member);
  await next(page).click();
  await expect(step(page, 'Contact Information')).toBeVisible();
}

test('Save & Continue Later mails a code; continuing by code and by the link lands on the step as saved', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await startWizard(page, [TERM_LIFE], { zip: '94105', dob: '04/18/1988', tier: 'IO' });
  await fillPersonal(page);
  const email = `rosa.${Date.now()}@example.com`;
  await page.getByLabel('Your Email Address').fill(email);
  await page.getByLabel('Contact Number').fill('201555');
  await page.getByLabel('Street Address 1').fill('12 Mission St');

  await page.getByRole('button', { name: 'Save & Continue Later' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save & Continue Later' });
  await expect(dialog).toContainText('Please enter the alternate email you want to send Enrollment code to?');
  // Bad input first: the messages sit under the e-mail field.
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expectFieldError(dialog.getByLabel('Email'), 'Please enter a valid e-mail');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  // The half-typed phone number is refused as it stands; the reason shows under the e-mail field.
  await expectFieldError(dialog.getByLabel('Email'), 'Phone number must be 10 digits.');
  await shoot(page, 'save-later-error');
  await dialog.getByRole('button', { name: 'Back' }).click();
  // Back on the step, the field to fix says so too; nothing typed is lost.
  await expectFieldError(page.getByLabel('Contact Number'), 'Phone number must be 10 digits.');
  await expect(page.getByLabel('Street Address 1')).toHaveValue('12 Mission St');
  await page.getByLabel('Contact Number').fill('2015550123');

  await page.getByRole('button', { name: 'Save & Continue Later' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Code' }).dblclick();
  await expect(dialog).toContainText('Information Saved!!! Check your email to continue');
  await shoot(page, 'save-later-sent');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const { code, link } = await readCodeMail(page, email);
  // One mail for the double click.
  await page.goto('/mail');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);

  // Continue by code on a second device (a browser that never saw this enrollment): the code and
  // e-mail prove the person and bind that browser to the enrollment (ADR 0013).
  const phone = await browser.newContext();
  const second = await phone.newPage();
  await second.goto('/continue-enrollment');
  await second.getByLabel('Enrollment Code').fill(code);
  await second.getByLabel('Email').fill(email);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(step(second, 'Contact Information')).toBeVisible();
  await expect(second.getByLabel('Your Email Address')).toHaveValue(email);
  await expect(second.getByLabel('Contact Number')).toHaveValue('(201) 555-0123');
  await expect(second.getByLabel('Street Address 1')).toHaveValue('12 Mission St');
  await expect(second.getByRole('progressbar', { name: 'Enrollment steps' })).toHaveAttribute(
    'aria-valuetext',
    'Step 2 of 6',
  );
  // And the earlier step is as it was saved.
  await second.getByRole('button', { name: 'Back' }).click();
  await expect(second.getByLabel('First Name')).toHaveValue('Rosa');
  await phone.close();

  // The e-mailed link does the same in a third browser; its address carries the link's own token,
  // not the enrollment id.
  const tempId = await page.evaluate(() => JSON.parse(localStorage.getItem('tempId') ?? 'null'));
  expect(Buffer.from(link.split('/direct-continue/')[1]!.split('/')[0]!, 'base64url').toString()).not.toBe(
    tempId,
  );
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(fresh).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(fresh.getByLabel('Street Address 1')).toHaveValue('12 Mission St');
  await other.close();
});
