import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS } from '../support/api';
import { setLanguageCookie } from '../support/axe';
import { shootBothWidths } from '../support/shots';
import { apiEnrollment, DENTAL, fillCart, step } from '../support/wizard';

// Issues 28 and 30 to the end of the wizard: a Northwind employee (group 77, biweekly, 50% of
// employee-only dental up to $20.00/month) elects Guardian Term Life 20's $150,000 benefit, above
// its $100,000 guaranteed issue (seed/eoi-demo.ts). Plan detail says before Add to Cart what is
// approved now (per paycheck) and pending; the review's order summary and the receipt say it again
// with every plan per paycheck and the employer's share. English desktop, Spanish too.

const LIFE_150K = { id: 1003, ppid: 100302 };
const STORE = '/northwind-employees';

const shoot = (page: Page, name: string) =>
  shootBothWidths(page, (w) => `/work/wt/shots/payeoi/${name}-${w}.png`);

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
    approved: /^\$100,000 approved now \(\$\d+\.\d\d per paycheck, 2[67] a year\)$/,
    pending: '$50,000 pending evidence of insurability',
    perPaycheck: /\$\d+\.\d\d per paycheck, 2[67] a year/,
    employer: /Employer \$\d+\.\d\d\/month/,
    summary: 'Order Summary',
    review: 'Review & Confirmation',
    plans: 'Your Plans',
  },
  es: {
    approved: /^\$100,000 aprobados ahora \(\$\d+\.\d\d por pago de nómina, 2[67] al año\)$/,
    pending: '$50,000 pendientes de prueba de asegurabilidad',
    perPaycheck: /\$\d+\.\d\d por pago de nómina, 2[67] al año/,
    employer: /Empleador \$\d+\.\d\d\/mes/,
    summary: 'Resumen del pedido',
    review: 'Revisión y confirmación',
    plans: 'Sus planes',
  },
} as const;

for (const lang of ['en', 'es'] as const)
  test(`a Northwind employee above guaranteed issue: approved and pending, per paycheck, to the receipt (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS[lang];
    await setLanguageCookie(page.context(), lang);
    const tempId = await northwindQuote(page);

    await page.goto(`${STORE}/plan/1003/guardian-term-life-20`);
    const option = page.getByRole('listitem').filter({ hasText: '$150,000' });
    await expect(option.getByTestId('eoi-note')).toBeVisible();
    await expect(option.getByText(w.approved)).toBeVisible();
    await expect(option.getByText(w.pending)).toBeVisible();
    // The $50,000 benefit is under guaranteed issue: nothing pending.
    await expect(
      page.getByRole('listitem').filter({ hasText: '$50,000' }).getByTestId('eoi-note'),
    ).toHaveCount(0);
    await shoot(page, `plan-detail-eoi-${lang}`);

    await fillCart(page, tempId, [DENTAL, LIFE_150K]);
    await apiEnrollment(page, tempId, 'review');
    await page.goto(`${STORE}/enrollment/review-confirm`);
    await expect(step(page, w.review)).toBeVisible();
    const summary = page.getByRole('region', { name: w.summary });
    const life = summary.getByRole('listitem').filter({ hasText: 'Guardian Term Life 20' });
    await expect(life.getByText(w.approved)).toBeVisible();
    await expect(life.getByText(w.pending)).toBeVisible();
    const dental = summary.getByRole('listitem').filter({ hasText: 'BrightSmile' });
    await expect(dental.getByText(w.perPaycheck)).toBeVisible();
    await expect(dental.getByText(w.employer)).toBeVisible();
    await expect(summary.getByTestId('summary-pay')).toContainText(w.perPaycheck);
    await shoot(page, `review-${lang}`);

    await apiEnrollment(page, tempId, 'complete');
    await page.goto(`${STORE}/enrollment/receipt`);
    await expect(page.getByRole('heading', { name: w.plans })).toBeVisible();
    const receiptLife = page.getByRole('listitem').filter({ hasText: 'Guardian Term Life 20' });
    await expect(receiptLife.getByText(w.approved)).toBeVisible();
    await expect(receiptLife.getByText(w.pending)).toBeVisible();
    await expect(page.getByTestId('receipt-pay')).toContainText(w.perPaycheck);
    await shoot(page, `receipt-${lang}`);
  });
