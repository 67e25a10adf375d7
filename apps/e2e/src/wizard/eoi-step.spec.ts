import { expect, test, type Page } from '@playwright/test';
import { actAs } from '../support/act-as';
import { api } from '../support/api';
import { checkA11y, setLanguageCookie } from '../support/axe';
import { shootBothWidths } from '../support/shots';
import { startQuote } from '../support/shopping';
import { apiEnrollment, fillCart, step } from '../support/wizard';

// Issue 30's EOI questionnaire (ADR 0039), in English and in Spanish. An applicant elects Guardian
// Term Life 20's $150,000 benefit above its $100,000 guaranteed issue: the wizard asks the plan's
// EOI questions (seed/eoi-questions-demo.ts) after the health questions, above them the cover that
// waits for the answers; a Yes asks for the details; the review has an "Evidence of Insurability"
// card whose details show the answers; the receipt shows $100,000 approved now and $50,000
// pending; and rep 10109, whose book the new member is in, reads the answers sealed with the case.

const LIFE_150K = { id: 1003, ppid: 100302 };
const LOAD = 30_000;
const shoot = (page: Page, name: string) =>
  shootBothWidths(page, (w) => `/tmp/shots/eoistep/${name}-${w}.png`);

const WORDS = {
  en: {
    step: 'Evidence of Insurability',
    waiting: 'Cover waiting for these answers',
    approved: /\$100,000 approved now \(\$\d+\.\d\d per month\)/,
    pending: '$50,000 pending evidence of insurability',
    first: /^In the past 10 years, have you been diagnosed/,
    yes: 'Yes',
    no: 'No',
    condition: 'Health Condition',
    onset: 'Date of Onset',
    treatment: 'Are you currently receiving treatment for it?',
    medicated: 'Are you taking medication for it?',
    required: 'This field is required.',
    next: 'Next',
    review: 'Review & Confirmation',
    answered: 'Answered',
    details: 'View Details: Evidence of Insurability',
    plans: 'Your Plans',
  },
  es: {
    step: 'Prueba de asegurabilidad',
    waiting: 'Cobertura que espera estas respuestas',
    approved: /\$100,000 aprobados ahora \(\$\d+\.\d\d\s?al mes\)/,
    pending: '$50,000 pendientes de prueba de asegurabilidad',
    first: /^En los últimos 10 años, ¿le han diagnosticado/,
    yes: 'Sí',
    no: 'No',
    condition: 'Afección de salud',
    onset: 'Fecha de inicio',
    treatment: '¿Recibe tratamiento para esta afección actualmente?',
    medicated: '¿Toma medicamentos para esta afección?',
    required: 'Este campo es obligatorio.',
    next: 'Siguiente',
    review: 'Revisión y confirmación',
    answered: 'Respondidas',
    details: 'Ver detalles: Prueba de asegurabilidad',
    plans: 'Sus planes',
  },
} as const;

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const ssn = () =>
  `5${String(10 + Math.floor(Math.random() * 89))}${String(10 + Math.floor(Math.random() * 89))}${String(1000 + Math.floor(Math.random() * 8999))}`;

for (const lang of ['en', 'es'] as const) {
  const w = WORDS[lang];

  test(`an applicant above guaranteed issue answers the EOI step and sees both amounts through the receipt (${lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await setLanguageCookie(context, lang);
    // A person of their own: one person, one member (ADR 0020), and a name to find the case by.
    const who = {
      first_name: 'Iris',
      last_name: `E${letters(7)}`,
      ssn: ssn(),
      email: `eoi.step.${Date.now()}.${letters(4)}@example.com`,
    };
    const tempId = await startQuote(page);
    await fillCart(page, tempId, [LIFE_150K]);
    await apiEnrollment(page, tempId, 'review', who);

    await page.goto('/enrollment/eoi-questions');
    await expect(step(page, w.step)).toBeVisible({ timeout: LOAD });
    const waiting = page.getByRole('region', { name: w.waiting });
    await expect(waiting.getByText(w.approved)).toBeVisible({ timeout: LOAD });
    await expect(waiting.getByText(w.pending)).toBeVisible();
    const first = page.getByRole('group', { name: w.first });
    await expect(first.getByRole('radio', { name: w.no })).toBeChecked();
    await first.getByRole('radio', { name: w.yes }).check();
    await page.getByRole('button', { name: w.next, exact: true }).click();
    // A Yes without its details is refused beside the field, before anything is sent.
    const details = page.getByRole('listitem').filter({ has: first });
    const condition = details.getByLabel(w.condition);
    await expect(condition).toHaveAttribute('aria-invalid', 'true');
    await expect(details.getByText(w.required).first()).toBeVisible();
    await shoot(page, `eoi-step-error-${lang}`);
    await condition.fill('Valve repair');
    await details.getByLabel(w.onset).fill('03/04/2019');
    await details.getByRole('group', { name: w.treatment }).getByRole('radio', { name: w.no }).check();
    await details.getByRole('group', { name: w.medicated }).getByRole('radio', { name: w.no }).check();
    await checkA11y(page, `EOI step (${lang})`);
    await shoot(page, `eoi-step-${lang}`);
    await page.getByRole('button', { name: w.next, exact: true }).click();

    // The review: a card for the step, its details the answers as given.
    await expect(step(page, w.review)).toBeVisible({ timeout: LOAD });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: w.step }) });
    await expect(card.getByText(w.answered)).toBeVisible({ timeout: LOAD });
    await page.getByRole('button', { name: w.details }).click();
    const dialog = page.getByRole('dialog', { name: w.step });
    await expect(dialog.getByText('Valve repair')).toBeVisible({ timeout: LOAD });
    await shoot(page, `eoi-review-details-${lang}`);
    await page.keyboard.press('Escape');

    // A life plan names a beneficiary (the beneficiary step's own journeys type one).
    await api(page, 'POST', 'save-beneficiary-info', {
      enrollment_id: tempId,
      beneficiaries: [
        {
          first_name: 'Luis',
          last_name: who.last_name,
          birthdate: '02/11/1983',
          ssn: '523456789',
          relationship: 'spouse',
          beneficiary_percentage: '100',
        },
      ],
    });
    await apiEnrollment(page, tempId, 'complete', who);
    await page.goto('/enrollment/receipt');
    await expect(page.getByRole('heading', { name: w.plans })).toBeVisible({ timeout: LOAD });
    const receipt = page.getByRole('listitem').filter({ hasText: 'Guardian Term Life 20' });
    await expect(receipt.getByText(w.approved)).toBeVisible();
    await expect(receipt.getByText(w.pending)).toBeVisible();
    await shoot(page, `eoi-receipt-${lang}`);

    // The answers went with the case: the rep whose book holds the new member reads them to decide.
    await context.clearCookies();
    await setLanguageCookie(context, lang);
    await actAs(page, 'rep10109');
    const pending = await api<{ items: { case_id: number; member_name: string }[] }>(
      page,
      'GET',
      'get-eoi-pending?agent_id=10109',
    );
    const mine = pending.items.find((c) => c.member_name === `${who.first_name} ${who.last_name}`);
    expect(mine, 'the case is on rep 10109 list').toBeTruthy();
    // On the EOI cases page the rep opens the answers on purpose, beside the decision form.
    await page.goto('/eoi-cases');
    const item = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: `${who.first_name} ${who.last_name}` }),
    });
    await item
      .getByRole('button', {
        name: lang === 'es' ? 'Ver las respuestas de la prueba' : 'Show the evidence answers',
      })
      .click();
    const shown = item.getByRole('region', { name: new RegExp(`${who.first_name} ${who.last_name}`) });
    await expect(
      shown.getByText(lang === 'es' ? 'Afección de salud: Valve repair' : 'Health condition: Valve repair'),
    ).toBeVisible();
    await shoot(page, `eoi-case-answers-${lang}`);
  });
}
