import { expect, test, type Page } from '@playwright/test';
import {
  DENTAL,
  expectAccessibleStep,
  expectFieldError,
  MAJOR_MEDICAL,
  next,
  shoot,
  SSN,
  startWizard,
  step,
  watchStepPictures,
} from '../support/wizard';

const adult = { zip: '94105', dob: '04/18/1988' };

/** Straight to the dependent step: the other steps have their own journey. */
async function openDependents(page: Page) {
  await page.goto('/enrollment/dependent-information');
  await expect(step(page, 'Dependent Information')).toBeVisible();
}

const addForm = (page: Page) => page.getByRole('form', { name: /^Dependent #\d$/ });

async function addDependent(
  page: Page,
  d: { first: string; dob: string; ssn: string; gender: 'Male' | 'Female' },
) {
  const form = addForm(page);
  await form.getByLabel('First Name').fill(d.first);
  await form.getByLabel('Last Name').fill('Lopez');
  await form.getByLabel('Date of Birth').pressSequentially(d.dob.replace(/\//g, ''));
  await form.getByLabel('SSN').fill(d.ssn);
  await form.getByLabel('Gender').selectOption({ label: d.gender });
  // Weight and height are asked with health questions.
  if (await form.getByLabel('Weight (lbs)').isVisible()) {
    await form.getByLabel('Weight (lbs)').fill('150');
    await form.getByLabel('Feet').fill('5');
    await form.getByLabel('Inches').fill('6');
  }
  await form.getByRole('button', { name: 'Submit' }).click();
}

const SPOUSE = { first: 'Luis', dob: '06/02/1986', ssn: SSN.spouse, gender: 'Male' } as const;
const CHILD = { first: 'Kim', dob: '09/10/2015', ssn: SSN.child, gender: 'Female' } as const;

test.describe('dependents by tier', () => {
  test('IS: one spouse, bad input first, then the green message and Next', async ({ page }) => {
    await startWizard(page, [DENTAL], { ...adult, tier: 'IS' });
    const pictures = watchStepPictures(page);
    await openDependents(page);
    await expect(page.getByText('Spouse information required')).toBeVisible();
    await expect(page.getByText('Your coverage includes a spouse: add your spouse below.')).toBeVisible();
    await expect(next(page)).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Dependent #1' });
    await expect(form.getByLabel('Relationship')).toHaveValue('Spouse');

    await form.getByLabel('First Name').fill('Luis');
    await form.getByLabel('SSN').fill('123');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectFieldError(form.getByLabel('SSN'), /SSN must be 9 digits\./);
    await expectFieldError(form.getByLabel('Last Name'), 'This field is required.');
    await expect(form.getByLabel('First Name')).toHaveValue('Luis');
    await form.getByLabel('First Name').fill('');
    await form.getByLabel('SSN').fill('');

    await addDependent(page, SPOUSE);
    await expect(page.getByText('Your spouse is added: you can continue now.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dependents' })).toContainText('Dep #1 Luis Lopez');
    // One spouse is all IS covers.
    await expect(addForm(page)).toHaveCount(0);
    await next(page).click();
    await expect(step(page, 'Review & Confirmation')).toBeVisible();
    // The step's picture reached the server (html2canvas once failed on this step's colours).
    await expect.poll(pictures.stored).toContain('dependent_info');
    expect(pictures.failed).toEqual([]);
  });

  test("IC: children only; the server's age rule shows beside the date of birth", async ({ page }) => {
    await startWizard(page, [DENTAL], { ...adult, tier: 'IC' });
    await openDependents(page);
    await expect(page.getByText('Child information required')).toBeVisible();
    await expect(
      page.getByText('Your coverage includes children: add at least one child below.'),
    ).toBeVisible();
    await expect(addForm(page).getByLabel('Relationship')).toHaveValue('Child');

    await addDependent(page, { ...CHILD, dob: '01/01/1990' });
    await expectFieldError(addForm(page).getByLabel('Date of Birth'), /26/);
    await expect(addForm(page).getByLabel('First Name')).toHaveValue('Kim');
    await addForm(page).getByLabel('Date of Birth').fill('');
    await addForm(page).getByLabel('Date of Birth').pressSequentially('09102015');
    await addForm(page).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('You can continue now, or add another child.')).toBeVisible();
    // More children may follow.
    await expect(page.getByRole('form', { name: 'Dependent #2' })).toBeVisible();
    await addDependent(page, { first: 'Sam', dob: '02/03/2018', ssn: SSN.child2, gender: 'Male' });
    await expect(page.getByRole('list', { name: 'Dependents' })).toContainText('Dep #2 Sam Lopez');
    await expect(next(page)).toBeVisible();
  });

  test('IF: a spouse then a child, each with health questions; edits lock Delete and Next; a reload keeps them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await startWizard(page, [DENTAL, MAJOR_MEDICAL], { ...adult, tier: 'IF' });
    await openDependents(page);
    await expect(page.getByText('Spouse & Child information required')).toBeVisible();
    await expect(
      page.getByText('Family coverage needs your spouse and at least one child: add them below.'),
    ).toBeVisible();
    const first = page.getByRole('form', { name: 'Dependent #1' });
    await expect(first.getByLabel('Relationship')).toHaveValue('Spouse');
    // Health questions are asked of each dependent: No by default, Yes needs the details.
    const heart = first.getByRole('group', { name: /heart disease/ });
    await expect(heart.getByRole('radio', { name: 'No' })).toBeChecked();
    await heart.getByRole('radio', { name: 'Yes' }).check();
    await addDependent(page, SPOUSE);
    await expectFieldError(first.getByLabel('Health Condition'), 'This field is required.');
    await shoot(page, 'dependent-errors');
    await heart.getByRole('radio', { name: 'No' }).check();
    await first.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Add at least one child to continue.')).toBeVisible();
    await expect(next(page)).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Dependent #2' }).getByLabel('Relationship')).toHaveValue(
      'Child',
    );
    await addDependent(page, CHILD);
    await expect(page.getByText('You can continue now, or add another child.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Dependents' });
    await expect(list).toContainText('Dep #1 Luis Lopez');
    await expect(list).toContainText('Dep #2 Kim Lopez');
    await expect(list).not.toHaveAttribute('aria-busy');

    await page.getByRole('button', { name: 'Edit Dep #1 Luis Lopez' }).click();
    const edit = page.getByRole('form', { name: 'Dependent #1' });
    await expect(edit.getByLabel('First Name')).toBeFocused();
    await expect(edit.getByLabel('SSN')).toHaveValue(`*****${SSN.spouse.slice(-4)}`);
    const del = page.getByRole('button', { name: 'Delete Dep #2 Kim Lopez' });
    await expect(del).toHaveAttribute('aria-disabled', 'true');
    await del.hover();
    await expect(
      page.getByRole('tooltip', { name: 'Please submit the edited form first to delete' }),
    ).toBeVisible();
    await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
    await next(page).hover();
    await expect(
      page.getByRole('tooltip', { name: 'Please submit the edited form first to continue' }),
    ).toBeVisible();
    await shoot(page, 'dependent-editing');
    await expectAccessibleStep(page);
    await edit.getByLabel('First Name').fill('Luiz');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(list).toContainText('Dep #1 Luiz Lopez');
    await expect(list).not.toHaveAttribute('aria-busy');

    // Every change was saved to the enrollment: a reload shows the same list.
    await page.reload();
    await expect(step(page, 'Dependent Information')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dependents' })).toContainText('Dep #1 Luiz Lopez');
    await expect(page.getByRole('list', { name: 'Dependents' })).toContainText('Dep #2 Kim Lopez');
    await shoot(page, 'dependent');
    await next(page).click();
    await expect(step(page, 'Review & Confirmation')).toBeVisible();
  });
});

test('the wizard speaks Spanish after the switch, messages included', async ({ page }) => {
  await startWizard(page, [DENTAL], { ...adult, tier: 'IS' });
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(step(page, 'Información personal')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Pasos de la inscripción' })).toHaveAttribute(
    'aria-valuetext',
    'Paso 1 de 6',
  );
  await page.getByLabel('Número de Seguro Social (SSN)').fill('1234');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expectFieldError(page.getByLabel('Nombre', { exact: true }), 'Este campo es obligatorio.');
  await expectFieldError(
    page.getByLabel('Número de Seguro Social (SSN)'),
    /El número de Seguro Social debe tener 9 dígitos\./,
  );
  await page.goto('/enrollment/dependent-information');
  await expect(step(page, 'Información de dependientes')).toBeVisible();
  await expect(page.getByText('Su cobertura incluye a su cónyuge: agréguelo abajo.')).toBeVisible();
  await shoot(page, 'dependent-es');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(step(page, 'Dependent Information')).toBeVisible();
});
