// A group employee's receipt per paycheck (issue 28, ADR 0033): the receipt page's details, the
// receipt mail, its PDF and the PDF the page downloads carry each plan's and the total's deduction
// per paycheck with the employer's share, the cart's own numbers; an individual store stays
// monthly. Northwind (77) is seeded biweekly with 50% of employee-only dental up to $20.00/month.
import { expect, it } from 'vitest';
import type { ShopPay } from '@bs/contract';
import { describeEachDriver } from '../../../test/harness';
import { pdfText, receiptMails } from '../../../test/pdf-text';
import { get, PLANS, walkEnrollment } from '../../../test/wizard';

const money = (d: number) => `$${d.toFixed(2)}`;

describeEachDriver('the receipt per paycheck', (ctx) => {
  const pdfOf = async (id: string, lang = 'en') => {
    const r = await ctx().call({
      url: `/api/v1/get-receipt-pdf?enrollment_id=${id}`,
      headers: { 'accept-language': lang },
    });
    // pdf.js splits a line where the font changes: one space between words, as a reader reads it.
    return (await pdfText(Buffer.from(r.body.data.content_base64, 'base64'))).replace(/\s+/g, ' ');
  };

  it('a Northwind employee reads each plan and the total per paycheck on the page, in the mail and in both PDFs', async () => {
    const { id } = await walkEnrollment(ctx(), {
      plans: [PLANS.dental, PLANS.termLife],
      profile: { open_type: 'group', tier: 'IO' },
    });
    const d = (await get(ctx(), 'get-receipt', { enrollment_id: id })).body.data.details;
    const [dental, life] = d.plans as { name: string; price: string; pay: ShopPay }[];
    // The employer pays half of employee-only dental (at most $20.00) and nothing of term life.
    expect(dental!.pay.employer_monthly).toBeGreaterThan(0);
    expect(dental!.pay.employer_monthly + dental!.pay.employee_monthly).toBeCloseTo(
      Number(dental!.price.slice(1)),
      2,
    );
    expect(life!.pay.employer_monthly).toBe(0);
    expect(dental!.pay).toMatchObject({ frequency: 'biweekly', pre_tax: true });
    const n = dental!.pay.paychecks_per_year;
    expect([26, 27]).toContain(n);
    // The total is the lines' sum, as the cart answers it.
    expect(d.pay.employee_per_paycheck).toBeCloseTo(
      dental!.pay.employee_per_paycheck + life!.pay.employee_per_paycheck,
      2,
    );
    const line = `${money(dental!.pay.employee_per_paycheck)} per paycheck, ${n} a year`;
    const employer = `Employer ${money(dental!.pay.employer_monthly)}/month`;

    const pdf = await pdfOf(id);
    expect(pdf).toContain(line);
    expect(pdf).toContain(employer);
    expect(pdf).toContain(`Your cost per paycheck: ${money(d.pay.employee_per_paycheck)} per paycheck`);
    const [mail] = await receiptMails(ctx().db, id);
    expect(mail!.pdf).toContain(line);
    expect(mail!.text).toContain(line);
    expect(mail!.text).toContain('Your cost per paycheck');

    const es = await pdfOf(id, 'es');
    expect(es).toContain(`${money(dental!.pay.employee_per_paycheck)} por pago de nómina, ${n} al año`);
    expect(es).toContain(`Empleador ${money(dental!.pay.employer_monthly)}/mes`);
    expect(es).toContain('Su costo por pago de nómina');
  });

  it('an individual store (open_type user) keeps the receipt monthly: no pay fields, nothing per paycheck', async () => {
    const { id } = await walkEnrollment(ctx(), { plans: [PLANS.dental], profile: { tier: 'IO' } });
    const d = (await get(ctx(), 'get-receipt', { enrollment_id: id })).body.data.details;
    expect(d).not.toHaveProperty('pay');
    for (const p of d.plans) expect(p).not.toHaveProperty('pay');
    expect(await pdfOf(id)).not.toContain('per paycheck');
    const [mail] = await receiptMails(ctx().db, id);
    expect(mail!.text).not.toContain('per paycheck');
  });
});
