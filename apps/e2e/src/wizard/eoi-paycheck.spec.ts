import { expect, test, type Page } from '@playwright/test';
import { api, API_HEADERS } from '../support/api';
import { setLanguageCookie } from '../support/axe';
import { shootBothWidths } from '../support/shots';
import { startQuote } from '../support/shopping';
import { apiEnrollment, DENTAL, fillCart, step } from '../support/wizard';

// Issues 30 and 28 to the end of the wizard, English and Spanish. An applicant elects Guardian Term
// Life 20's $150,000 benefit, above its $100,000 guaranteed issue (seed/eoi-demo.ts): plan detail
// says before Add to Cart what is approved now and what is pending, and the review's order summary
// and the receipt say it again. A Northwind employee (group 77, biweekly, 50% of employee-only
// dental up to $20.00/month; Northwind's store sells no life plan) reads the review and the receipt
// per paycheck with the employer's share.

const LIFE_150K = { id: 1003, ppid: 100302 };
const STORE = '/northwind-employees';
/** What a person waits for while a page loads its data (the API is shared by parallel runs). */
const LOAD = 30_000;

const shoot = (page: Page, name: string) =>
  shootBothWidths(page, (w) => `/tmp/shots/payeoi/${name}-${w}.png`);

/** Shortcut: a quote in Northwind's group store, as its landing form starts one (open type group). */
async function northwindQuote(page: Page): Promise<string> {
  const created = await page.request.post('/api/v1/add-filter-for-new-user', {
    headers: API_HEADERS,
    data: {
      zip: '10001',
      dob: '04/18/1988',
      tier: 'IO',
      gender: 1,
      eprocess: 'applicant',
      agent_id: 10109,
      group_id: 77,
      platform_group_id: 102,
      open_type: 'group',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const tempId: string = (await created.json()).data.temp_enrollment_id;
  await page.addInitScript((id) => localStorage.setItem('tempId', JSON.stringify(id)), tempId);
  return tempId;
}

const WORDS = {
  en: {
    approved: /\$100,000 approved now \(\$\d+\.\d\d per month\)/,
    pending: '$50,000 pending evidence of insurability',
    perPaycheck: /\$\d+\.\d\d per paycheck, 2[67] a year/,
    employer: /Employer \$\d+\.\d\d\/month/,
    summary: 'Order Summary',
    review: 'Review & Confirmation',
    plans: 'Your Plans',
  },
  es: {
    approved: /\$100,000 aprobados ahora \(\$\d+\.\d\d\s?al mes\)/,
    pending: '$50,000 pendientes de prueba de asegurabilidad',
    perPaycheck: /\$\d+\.\d\d por pago de nómina, 2[67] al año/,
    employer: /Empleador \$\d+\.\d\d\/mes/,
    summary: 'Resumen del pedido',
    review: 'Revisión y confirmación',
    plans: 'Sus planes',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  const w = WORDS[lang];

  test(`an applicant above guaranteed issue sees approved and pending from plan detail to the receipt (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await setLanguageCookie(page.context(), lang);
    const tempId = await startQuote(page);

    await page.goto('/plan/1003/guardian-term-life-20');
    const option = page.getByRole('listitem').filter({ hasText: '$150,000' });
    await expect(option.getByText(w.approved)).toBeVisible({ timeout: LOAD });
    await expect(option.getByText(w.pending)).toBeVisible();
    // The $50,000 benefit is under guaranteed issue: nothing pending.
    const under = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /(^|\s)\$50,000/ }) });
    await expect(under).toBeVisible();
    await expect(under.getByTestId('eoi-note')).toHaveCount(0);
    await shoot(page, `plan-detail-eoi-${lang}`);

    await fillCart(page, tempId, [DENTAL, LIFE_150K]);
    await apiEnrollment(page, tempId, 'review');
    await page.goto('/enrollment/review-confirm');
    await expect(step(page, w.review)).toBeVisible({ timeout: LOAD });
    const life = page
      .getByRole('region', { name: w.summary })
      .getByRole('listitem')
      .filter({ hasText: 'Guardian Term Life 20' });
    await expect(life.getByText(w.approved)).toBeVisible({ timeout: LOAD });
    await expect(life.getByText(w.pending)).toBeVisible();
    await shoot(page, `review-eoi-${lang}`);

    // A life plan names a beneficiary (the beneficiary step's own journeys type one).
    await api(page, 'POST', 'save-beneficiary-info', {
      enrollment_id: tempId,
      beneficiaries: [
        {
          first_name: 'Luis',
          last_name: 'Lopez',
          birthdate: '02/11/1983',
          ssn: '523456789',
          relationship: 'spouse',
          beneficiary_percentage: '100',
        },
      ],
    });
    await apiEnrollment(page, tempId, 'complete');
    await page.goto('/enrollment/receipt');
    await expect(page.getByRole('heading', { name: w.plans })).toBeVisible({ timeout: LOAD });
    const receiptLife = page.getByRole('listitem').filter({ hasText: 'Guardian Term Life 20' });
    await expect(receiptLife.getByText(w.approved)).toBeVisible();
    await expect(receiptLife.getByText(w.pending)).toBeVisible();
    await shoot(page, `receipt-eoi-${lang}`);
  });

  test(`a Northwind employee reads the review and the receipt per paycheck with the employer share (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await setLanguageCookie(page.context(), lang);
    const tempId = await northwindQuote(page);
    await fillCart(page, tempId, [DENTAL]);
    await apiEnrollment(page, tempId, 'review');
    await page.goto(`${STORE}/enrollment/review-confirm`);
    await expect(step(page, w.review)).toBeVisible({ timeout: LOAD });
    const summary = page.getByRole('region', { name: w.summary });
    const dental = summary.getByRole('listitem').filter({ hasText: 'BrightSmile' });
    await expect(dental.getByText(w.perPaycheck)).toBeVisible({ timeout: LOAD });
    await expect(dental.getByText(w.employer)).toBeVisible();
    await expect(summary.getByTestId('summary-pay')).toContainText(w.perPaycheck);
    await shoot(page, `review-paycheck-${lang}`);

    await apiEnrollment(page, tempId, 'complete');
    await page.goto(`${STORE}/enrollment/receipt`);
    await expect(page.getByRole('heading', { name: w.plans })).toBeVisible({ timeout: LOAD });
    const receiptDental = page.getByRole('listitem').filter({ hasText: 'BrightSmile' });
    await expect(receiptDental.getByText(w.perPaycheck)).toBeVisible();
    await expect(receiptDental.getByText(w.employer)).toBeVisible();
    await expect(page.getByTestId('receipt-pay')).toContainText(w.perPaycheck);
    await shoot(page, `receipt-paycheck-${lang}`);
  });
}
