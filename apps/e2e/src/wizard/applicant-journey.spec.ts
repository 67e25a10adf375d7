import { expect, test, type Page } from '@playwright/test';
import {
  DISABILITY,
  expectAccessibleStep,
  expectFieldError,
  expectReceipt,
  fillNewCard,
  MAJOR_MEDICAL,
  outboxRows,
  reviewAndConfirm,
  next,
  shoot,
  signAgreement,
  SSN,
  startWizard,
  step,
  stored,
  TERM_LIFE,
  submitEnrollment,
  watchStepPictures,
} from '../support/wizard';

// An applicant aged ~38 in San Francisco with income and hours that disability income needs.
const PROFILE = {
  zip: '94105',
  dob: '04/18/1988',
  tier: 'IO',
  annual_incode: 52000,
  working_hours: 40,
} as const;

async function personalInformation(page: Page) {
  await expect(step(page, 'Personal Information')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Enrollment steps' })).toHaveAttribute(
    'aria-valuetext',
    'Step 1 of 8',
  );
  // DOB and gender come from the quote and cannot be changed.
  await expect(page.getByLabel('Date of Birth')).toHaveValue(PROFILE.dob);
  await expect(page.getByLabel('Date of Birth')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Gender')).toHaveValue('Male');

  // Bad input first: every message beside its field, nothing typed lost.
  await page.getByLabel('First Name').fill('R2D2');
  await page.getByLabel('Weight (lbs)').pressSequentially('18o5');
  await expect(page.getByLabel('Weight (lbs)')).toHaveValue('185');
  await page.getByLabel('Feet').pressSequentially('57');
  await expect(page.getByLabel('Feet')).toHaveValue('5');
  await page.getByLabel('Inches').fill('10');
  await page.getByLabel('SSN').fill('1234');
  const prior = page.getByRole('group', { name: 'Prior Coverage' });
  await prior.getByRole('radio', { name: 'Had Carrier' }).check();
  await page.getByLabel('Prior Effective Date').pressSequentially('05012020');
  await page.getByLabel('Prior Term Date').pressSequentially('04012020');
  await next(page).click();
  await expectFieldError(
    page.getByLabel('First Name'),
    'Please use letters, spaces, hyphens and apostrophes only.',
  );
  await expectFieldError(page.getByLabel('Last Name'), 'This field is required.');
  await expectFieldError(page.getByLabel('SSN'), /SSN must be 9 digits\./);
  await expectFieldError(page.getByLabel('Marital Status'), 'Please choose a marital status.');
  await expect(page.getByLabel('Weight (lbs)')).toHaveValue('185');
  await shoot(page, 'personal-errors');
  await expectAccessibleStep(page);

  // With the fields right, the rules that tie fields together: carrier and ordered dates.
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await page.getByLabel('SSN').fill('000123456');
  await next(page).click();
  await expectFieldError(page.getByLabel('Prior Carrier Name'), 'This field is required.');
  await expectFieldError(
    page.getByLabel('Prior Term Date'),
    'The term date cannot be before the effective date.',
  );

  // The server's own check (a never-issued SSN) also lands beside the field; nothing is lost.
  await page.getByLabel('Prior Carrier Name').fill('Acme Health');
  await page.getByLabel('Prior Term Date').fill('');
  await page.getByLabel('Prior Term Date').pressSequentially('12312023');
  await next(page).click();
  await expectFieldError(page.getByLabel('SSN'), /valid SSN/);
  await expect(page.getByLabel('Prior Carrier Name')).toHaveValue('Acme Health');
  await expect(page.getByLabel('First Name')).toHaveValue('Ana');
  await page.getByLabel('SSN').fill(SSN.member);
  await shoot(page, 'personal');
  // A double click saves once and moves one step; a picture of the step goes to the server.
  const screenshot = page.waitForResponse((r) => r.url().includes('/api/v1/save-screenshot'));
  await next(page).dblclick();
  await expect(step(page, 'Contact Information')).toBeVisible();
  expect(await (await screenshot).json()).toMatchObject({ status: 'success', data: { saved: true } });
}

async function contactInformation(page: Page) {
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(page.getByLabel('State')).toHaveValue('CA');
  await expect(page.getByLabel('Zip Code')).toHaveValue(PROFILE.zip);
  await expect(page.getByLabel('Zip Code')).toHaveAttribute('readonly', '');

  const email = page.getByLabel('Your Email Address');
  await email.fill('ana.lopez@gmial.com');
  await email.blur();
  await expectFieldError(email, /Did you mean ana\.lopez@gmail\.com\?/);
  await expect(page.getByRole('button', { name: 'Use ana.lopez@gmail.com' })).toBeVisible();
  const phone = page.getByLabel('Contact Number');
  await phone.pressSequentially('(123) 456-7890');
  // Shown grouped as typed; the form keeps (and sends) the digits.
  await expect(phone).toHaveValue('(123) 456-7890');
  // The lookup fires at 10 digits.
  await expectFieldError(phone, /\S/);
  await page.getByLabel('Street Address 1').fill('1 Market Street');
  await page.getByLabel('City').fill('Oakland');
  await page.getByLabel('USPS Address Validation').check();
  await shoot(page, 'contact-errors');
  await expectAccessibleStep(page);

  await email.fill('ana.lopez@example.com');
  await email.blur();
  await phone.fill('2015550123');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await next(page).click();
  // USPS validation: Oakland is not the city of 94105.
  await expectFieldError(page.getByLabel('City'), /\S/);
  await expect(page.getByLabel('Street Address 1')).toHaveValue('1 Market Street');
  await page.getByLabel('City').fill('San Francisco');
  await shoot(page, 'contact');
  await next(page).click();
  await expect(step(page, 'Employer Information')).toBeVisible();
}

async function employerInformation(page: Page) {
  await expect(page.getByLabel('Number of Employees (count yourself as 1)')).toBeVisible();
  await page.getByLabel('Employer Name').fill('Bay Area Bakery');
  await page.getByLabel('Employer Phone').fill('2015550188');
  await page.getByLabel('Street Address 1').fill('500 Howard St');
  await page.getByLabel('City').fill('San Francisco');
  const state = page.getByLabel('State');
  await state.pressSequentially('ca');
  await expect(state).toHaveValue('CA');
  await state.fill('');
  await state.pressSequentially('california');
  await expect(state).toHaveValue('California');
  await page.getByLabel('Zip Code').fill('94105');
  await page.getByLabel('Employment Start Date').pressSequentially('01152099');
  await expect(page.getByLabel('Employment Start Date')).toHaveValue('01/15/2099');
  await page.getByLabel('Occupation').fill('Baker');
  await next(page).click();
  await expectFieldError(page.getByLabel('Employment Start Date'), 'The date cannot be in the future.');
  await expectFieldError(page.getByLabel('Average Work Week'), 'Please choose an average work week.');
  await expect(page.getByLabel('Occupation')).toHaveValue('Baker');
  await shoot(page, 'employer-errors');
  await expectAccessibleStep(page);

  await page.getByLabel('Employment Start Date').fill('');
  await page.getByLabel('Employment Start Date').pressSequentially('01152019');
  await page.getByLabel('Average Work Week').selectOption({ label: '40 hours or more' });
  await page.getByLabel('Compensation Type').selectOption({ label: 'Salary' });
  await page.getByLabel('Employment Status').selectOption({ label: 'ACTIVE' });
  await page.getByLabel('Industry').fill('Food');
  await page.getByLabel('Number of Employees (count yourself as 1)').fill('12');
  await page.getByLabel('Vacation Policy').selectOption({ label: '2 weeks' });
  await page.getByLabel('Bargaining Unit').selectOption({ label: 'No' });
  const holidays = page.getByRole('group', { name: 'Holiday Policy' });
  for (const name of [
    'Standard 6',
    'Presendents Day',
    'Columbus Day',
    'Religious Days',
    'Birthday',
    'Floating Day',
  ])
    await expect(holidays.getByRole('checkbox', { name })).toBeVisible();
  await holidays.getByRole('checkbox', { name: 'Standard 6' }).check();
  await holidays.getByRole('checkbox', { name: 'Presendents Day' }).check();
  await shoot(page, 'employer');
  await next(page).click();
  await expect(step(page, 'Beneficiary Information')).toBeVisible();
}

async function addBeneficiary(page: Page, first: string, percentage: string) {
  const form = page.getByRole('form', { name: 'Add Beneficiary' });
  await form.getByLabel('First Name').fill(first);
  await form.getByLabel('Last Name').fill('Lopez');
  await form.getByLabel('Date of Birth').pressSequentially('02142010');
  await form.getByLabel('Relationship').selectOption({ label: 'Child' });
  await form.getByLabel('Percentage').fill(percentage);
  await form.getByRole('button', { name: 'Submit' }).click();
}

async function beneficiaryInformation(page: Page) {
  const form = page.getByRole('form', { name: 'Add Beneficiary' });
  await expect(form.getByLabel('Percentage')).toHaveValue('100');
  await expect(next(page)).toHaveCount(0);
  // Bad input first.
  await form.getByLabel('First Name').fill('Mia');
  await form.getByLabel('Percentage').fill('');
  await form.getByLabel('Percentage').pressSequentially('6o%');
  await expect(form.getByLabel('Percentage')).toHaveValue('6');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectFieldError(form.getByLabel('Last Name'), 'This field is required.');
  await expectFieldError(form.getByLabel('Relationship'), 'Please choose a relationship.');
  await expect(form.getByLabel('First Name')).toHaveValue('Mia');
  await form.getByLabel('First Name').fill('');

  await addBeneficiary(page, 'Mia', '60');
  const list = page.getByRole('list', { name: 'Beneficiaries' });
  await expect(list).toContainText('#1: Mia Lopez');
  await expect(page.getByText('Total Beneficiary Percentage Should not be less than 100%')).toBeVisible();
  await addBeneficiary(page, 'Leo', '50');
  await expect(page.getByText('Total Beneficiary Percentage Should not be greater than 100%')).toBeVisible();
  await expect(next(page)).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Add Beneficiary' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit #2: Leo Lopez' }).click();
  const edit = page.getByRole('form', { name: 'Edit Beneficiary #2' });
  await expect(page.getByRole('button', { name: 'Delete #1: Mia Lopez' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('button', { name: 'Delete #1: Mia Lopez' }).hover();
  await expect(
    page.getByRole('tooltip', { name: 'Please submit the edited form first to delete' }),
  ).toBeVisible();
  await shoot(page, 'beneficiary-editing');
  await expectAccessibleStep(page);
  await edit.getByLabel('Percentage').fill('40');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Now You can Continue Enrollment')).toBeVisible();
  await next(page).hover();
  await expect(page.getByRole('tooltip', { name: 'Click to continue enrollment' })).toBeVisible();
  await shoot(page, 'beneficiary');
  await next(page).click();
  await expect(step(page, 'Health Questions')).toBeVisible();
}

async function healthQuestions(page: Page) {
  const yesNo = page.getByRole('group', { name: /heart disease/ });
  // The question's list item holds its yes/no group and the details a Yes reveals.
  const first = yesNo.locator('xpath=ancestor::li[1]');
  await expect(yesNo.getByRole('radio', { name: 'No' })).toBeChecked();
  await yesNo.getByRole('radio', { name: 'Yes' }).check();
  await next(page).click();
  await expectFieldError(first.getByLabel('Health Condition'), 'This field is required.');
  await shoot(page, 'health-errors');
  await expectAccessibleStep(page);
  await first.getByLabel('Health Condition').fill('High blood pressure');
  await first.getByLabel('Date of Onset').pressSequentially('03042019');
  await first
    .getByRole('group', { name: 'Are you currently receiving treatment for it?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await first
    .getByRole('group', { name: 'Are you taking medication for it?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  const meds = page.getByRole('group', { name: 'Are you currently taking any prescription medication?' });
  await meds.getByRole('radio', { name: 'Yes' }).check();
  const row1 = page.getByRole('group', { name: 'Medication 1' });
  await row1.getByLabel('Medication Name').fill('Lisinopril');
  await next(page).click();
  await expectFieldError(row1.getByLabel('Dosage'), 'This field is required.');
  await row1.getByLabel('Dosage').fill('10 mg');
  await row1.getByLabel('Medical Condition').fill('High blood pressure');
  await page.getByLabel('Additional Notes').fill('Checked every six months.');
  await shoot(page, 'health');
  await next(page).click();
  await expect(step(page, 'Review & Confirmation')).toBeVisible();
}

/** Billing by card: a bad number first, then a double-clicked last Next completes once. */
async function billingByCard(page: Page) {
  const type = page.getByRole('group', { name: 'Payment Type' });
  await expect(type.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  await expect(type.getByRole('radio', { name: 'EFT' })).toBeVisible();
  // The order beside the payment: each plan with its option and tier, the date, the two amounts.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('listitem').first()).toContainText('Member Only');
  await expect(summary.getByTestId('summary-effective-date')).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
  const first = (await summary.getByTestId('summary-first-month').textContent())!;
  // The button says it submits and what it charges: the first month of the summary.
  const submit = submitEnrollment(page, first);
  await expect(submit).toBeVisible();
  await expect(next(page)).toHaveCount(0);
  await fillNewCard(page, 'Ana', 'Lopez');
  // Digits grouped while typed (the API gets the digits: the receipt shows xxxxxx1111).
  await expect(page.getByLabel('Card Number')).toHaveValue('4111 1111 1111 1111');
  // Typed fields are white; locked ones grey (the physical address is copied and locked).
  await expect(page.getByLabel('First Name on Card')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByLabel('Street Address 1')).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.getByLabel('Card Number').fill('4111111111111112');
  await submit.click();
  await expectFieldError(page.getByLabel('Card Number'), 'Please enter a valid card number.');
  await page.getByLabel('Card Number').fill('4111111111111111');
  await shoot(page, 'billing-card');
  await expectAccessibleStep(page);
  const completions: number[] = [];
  page.on('response', (r) => r.url().includes('/api/v1/complete-enrollment') && completions.push(r.status()));
  await submit.dblclick();
  const policy = await expectReceipt(page, 'Ana Lopez');
  await expect(page.getByTestId('receipt-first-month')).toHaveText(first);
  await expect(page.getByText(/Card VISA xxxxxx1111/)).toBeVisible();
  // The PDF the mail carries, downloaded from the page.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`enrollment-${policy}.pdf`);
  await shoot(page, 'receipt');
  expect(completions).toEqual([200]);
  // Card data never in the browser's storage.
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toContain('4111111111111111');
  expect(storage).not.toContain('737');
  await expect(page.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', /\/$/);
  return policy;
}

test('an applicant with term life, major medical and disability income walks every step', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tempId = await startWizard(page, [TERM_LIFE, MAJOR_MEDICAL, DISABILITY], PROFILE);
  const pictures = watchStepPictures(page);
  expect(await stored(page, 'nav_array')).toEqual([
    'primary_info',
    'contact_info',
    'employer_info',
    'beneficiary_info',
    'primary_health_info',
    'review_info',
    'agreement_info',
    'billing_info',
  ]);
  // Back from the first step goes to the cart.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goBack();

  await personalInformation(page);
  await contactInformation(page);

  // A reload in the middle of a step: the step comes back, and what was saved before is intact.
  await page.getByLabel('Employer Name').fill('Typed, not saved');
  await page.reload();
  await expect(step(page, 'Employer Information')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Enrollment steps' })).toHaveAttribute(
    'aria-valuetext',
    'Step 3 of 8',
  );
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(step(page, 'Contact Information')).toBeVisible();
  await expect(page.getByLabel('Your Email Address')).toHaveValue('ana.lopez@example.com');
  // Saved with USPS validation: the address comes back in USPS standard form.
  await expect(page.getByLabel('Street Address 1')).toHaveValue('1 MARKET ST');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('SSN')).toHaveValue(`*****${SSN.member.slice(-4)}`);
  await expect(page.getByLabel('First Name')).toHaveValue('Ana');
  await next(page).click();
  await expect(step(page, 'Contact Information')).toBeVisible();
  await next(page).click();

  await employerInformation(page);
  await beneficiaryInformation(page);
  await healthQuestions(page);
  const saved = await page.request.get(
    `/api/v1/get-enrollment-temp-info?enrollment_id=${tempId}&column=employer_info`,
    {
      headers: { Authorization: `Basic ${Buffer.from('benefit-store-web:public').toString('base64')}` },
    },
  );
  expect((await saved.json()).data.result).toMatchObject({
    name: 'Bay Area Bakery',
    state: 'CA',
    holiday_policy: { Standard_6: 1, Presendents_Day: 1, Columbus_Day: 0 },
  });
  await reviewAndConfirm(page, [
    'Personal Info',
    'Contact Info',
    'Employer Info',
    'Beneficiary Info',
    'Health Questions',
    'Billing Info',
    'Agreement & Signature',
  ]);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectFieldError(page.getByLabel('Verification Answer'), 'This field is required.');
  await expect(page.getByText('signature is required')).toBeVisible();
  await shoot(page, 'agreement-errors');
  await expectAccessibleStep(page);
  // The applicant confirms the date of birth on file and signs in their own name.
  await signAgreement(page, { title: 'Applicant Verification', answer: PROFILE.dob, userName: 'Ana Lopez' });
  const policy = await billingByCard(page);
  // One picture of each step reached the server (html2canvas once failed on the beneficiary step).
  await expect
    .poll(pictures.stored)
    .toEqual([
      'aggrement_info',
      'benificiary_info',
      'contact_info',
      'employer_info',
      'health_info',
      'payment_info',
      'primary_info',
      'review_info',
    ]);
  expect(pictures.failed).toEqual([]);
  // One completion, one receipt mail to the member.
  await expect(await outboxRows(page, 'ana.lopez@example.com', 'Enrollment Receipt')).toHaveCount(1);
  expect(policy).toBeTruthy();
});
