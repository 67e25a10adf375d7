import { describe, expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { changeFilter, newEnrollment, pricing } from '../../../test/shop';

type Price = {
  plan_id: number;
  from_price?: number;
  fee_type?: string;
  errorCode?: string;
  health_questions: boolean;
};

const listingPrices = async (ctx: TestCtx, id: string, categories?: string) =>
  ctx.call({
    url: api(`get-listing-prices?enrollment_id=${id}${categories ? `&categories=${categories}` : ''}`),
  });
const comparison = (ctx: TestCtx, plans: string, id?: string, headers: Record<string, string> = {}) =>
  ctx.call({ url: api(`get-plan-comparison?plans=${plans}${id ? `&enrollment_id=${id}` : ''}`), headers });
const byPlan = (prices: Price[]) => new Map(prices.map((p) => [p.plan_id, p]));

describeEachDriver('get-listing-prices', (ctx) => {
  it('prices every card of the listing in one call, in the listing order', async () => {
    const id = await newEnrollment(ctx());
    const listing = (await ctx().call({ url: api(`get-filtered-plans?enrollment_id=${id}`) })).body.data
      .plans;
    const r = await listingPrices(ctx(), id);
    expect(r.status).toBe(200);
    const prices: Price[] = r.body.data.prices;
    expect(prices.map((p) => p.plan_id)).toEqual(listing.map((p: { plan_id: number }) => p.plan_id));
    const at = byPlan(prices);
    // The lowest option, as plan detail prices it (BrightSmile: $34.99 and $48.99).
    expect(at.get(1001)).toEqual({
      plan_id: 1001,
      from_price: 34.99,
      fee_type: 'monthly',
      health_questions: false,
    });
    // A price that needs more: income and hours, tobacco; health questions are said beside the price.
    expect(at.get(1011)).toMatchObject({ errorCode: 'salaryError', health_questions: false });
    expect(at.get(1011)!.from_price).toBeUndefined();
    expect(at.get(1018)).toMatchObject({ errorCode: 'smokerError' });
    expect(at.get(1005)).toMatchObject({ errorCode: 'smokerError', health_questions: true });
    expect(at.get(1012)).toMatchObject({ health_questions: true, fee_type: 'monthly' });
  });

  it('is the same engine as plan detail: every priced card is its lowest monthly line (fee included)', async () => {
    const id = await newEnrollment(ctx(), { is_smoker: 0, annual_incode: 50000, working_hours: 40 });
    const prices: Price[] = (await listingPrices(ctx(), id)).body.data.prices;
    for (const card of prices) {
      const detail = (await pricing(ctx(), card.plan_id, id)).data;
      if (detail.errorCode && detail.errorCode !== 'newQuestionsError') {
        expect(card.errorCode, String(card.plan_id)).toBe(detail.errorCode);
        continue;
      }
      type Line = {
        ppid: number;
        plan_price: number;
        fee_type: string;
        is_prudential_plan: number;
        pair_ppid?: number;
      };
      const lines: Line[] = detail.plans;
      const monthly = lines
        .filter((l) => l.is_prudential_plan === 0 && l.fee_type === 'monthly' && l.plan_price > 0)
        .map((l) => l.plan_price + (lines.find((f) => f.pair_ppid === l.ppid)?.plan_price ?? 0));
      const oneTime = lines.filter((l) => l.fee_type === 'one_time').map((l) => l.plan_price);
      const expected = monthly.length ? Math.min(...monthly) : Math.min(...oneTime);
      expect(card.from_price, String(card.plan_id)).toBeCloseTo(expected, 2);
    }
    // The administrative fee is part of the monthly price of BridgeCare Gap Plus ($56.99 + 3%).
    expect(byPlan(prices).get(1019)!.from_price).toBe(58.7);
  });

  it('follows the categories and re-prices when the basics change', async () => {
    const id = await newEnrollment(ctx());
    const dental: Price[] = (await listingPrices(ctx(), id, 'dental')).body.data.prices;
    expect(dental.map((p) => p.plan_id).sort()).toEqual([1001, 1014]);
    await changeFilter(ctx(), id, { tier: 'IF' });
    const family = byPlan((await listingPrices(ctx(), id, 'dental,medical')).body.data.prices);
    expect(family.get(1001)!.from_price).toBe(94.99);
    expect(family.get(1016)!.errorCode).toBe('tierError');
  });

  it('people with the same basics share an answer; anything pricing reads changes it', async () => {
    const a = await newEnrollment(ctx());
    const b = await newEnrollment(ctx());
    const pricesOf = async (id: string) => (await listingPrices(ctx(), id)).body.data.prices as Price[];
    expect(await pricesOf(b)).toEqual(await pricesOf(a));
    await changeFilter(ctx(), a, { annual_incode: 50000, working_hours: 40 });
    expect(byPlan(await pricesOf(a)).get(1011)!.from_price).toBeGreaterThan(0);
    expect(byPlan(await pricesOf(b)).get(1011)!.errorCode).toBe('salaryError');
    await changeFilter(ctx(), b, { is_smoker: 1 });
    await changeFilter(ctx(), a, { is_smoker: 0 });
    expect(byPlan(await pricesOf(b)).get(1018)!.from_price).toBeGreaterThan(
      byPlan(await pricesOf(a)).get(1018)!.from_price!,
    );
  });

  it('an unknown enrollment is a 404 on enrollment_id, like the listing', async () => {
    const r = await listingPrices(ctx(), 'ZZZZZZZZZZZZZZZZZZZZZZ');
    expect(r.status).toBe(404);
    expect(r.body.data[0].target_element).toBe('enrollment_id');
  });
});

describeEachDriver('get-plan-comparison', (ctx) => {
  it('puts plans of two categories side by side with facts, options and a price per tier', async () => {
    const id = await newEnrollment(ctx());
    const r = await comparison(ctx(), '1001,1014,1002', id);
    expect(r.status).toBe(200);
    const [bright, smile, vision] = r.body.data.plans;
    expect([bright.plan_id, smile.plan_id, vision.plan_id]).toEqual([1001, 1014, 1002]);
    expect(vision.plan_category).toBe('vision');
    expect(bright.facts).toMatchObject({ carrier: 'BrightSmile Dental Co.' });
    expect(bright.facts.coverage.length).toBeGreaterThan(0);
    expect(bright.exclusions_text).toContain('<li>');
    expect(bright.faq_text_name).toBe('Frequently Asked Questions');
    // This person's tier: every option, as plan detail answers it.
    expect(bright.pricing).toEqual((await pricing(ctx(), 1001, id)).data);
    expect(bright.tiers.map((t: { tier: string }) => t.tier)).toEqual(['IO', 'IS', 'IC', 'IF']);
    expect(bright.tiers[0]).toEqual({ tier: 'IO', from_price: 34.99, fee_type: 'monthly' });
    expect(bright.tiers[3]).toEqual({ tier: 'IF', from_price: 94.99, fee_type: 'monthly' });
  });

  it("reads the comparison in the reader's language; the carrier's name stays as it is", async () => {
    const [bright] = (await comparison(ctx(), '1001,1002', undefined, { 'accept-language': 'es' })).body.data
      .plans;
    expect(bright.facts).toEqual({
      carrier: 'BrightSmile Dental Co.',
      waiting_period: 'Ninguno en atención preventiva; 6 meses en servicios mayores',
      coverage: ['Dos limpiezas al año al 100%', 'Empastes al 80%', 'Coronas al 50%'],
    });
    expect(bright.faq_text_name).not.toBe('Frequently Asked Questions');
    // Everything has Spanish, so nothing is marked as shown in English.
    expect(bright.text_lang).toBeUndefined();
    const [english] = (await comparison(ctx(), '1001,1002')).body.data.plans;
    expect(english.facts.waiting_period).toBe('None on preventive care; 6 months on major services');
    expect(english.text_lang).toBeUndefined();
  });

  it('says per tier why a plan has no price (Horizon: Member Only and Member + Spouse only)', async () => {
    const plans = (await comparison(ctx(), '1016,1012', await newEnrollment(ctx()))).body.data.plans;
    const codes = plans[0].tiers.map((t: { errorCode?: string }) => t.errorCode);
    expect(codes).toEqual([undefined, undefined, 'tierError', 'tierError']);
    expect(plans[1].health_questions).toBe(true);
  });

  it('takes 2 to 4 distinct listed plans; a fifth is refused with the reason, in both languages', async () => {
    const one = await comparison(ctx(), '1001');
    expect(one.status).toBe(400);
    expect(one.body.data[0]).toEqual({
      target_element: 'plans',
      error_message: 'Choose at least 2 plans to compare.',
    });
    expect((await comparison(ctx(), '1001,1002,1003,1004')).status).toBe(200);
    const five = await comparison(ctx(), '1001,1002,1003,1004,1005');
    expect(five.body.data[0].error_message).toBe('You can compare up to 4 plans at a time.');
    const cinco = await comparison(ctx(), '1001,1002,1003,1004,1005', undefined, { 'accept-language': 'es' });
    expect(cinco.body.data[0].error_message).toBe('Puede comparar hasta 4 planes a la vez.');
    const twice = await comparison(ctx(), '1001,1001,1002');
    expect(twice.body.data.plans.map((p: { plan_id: number }) => p.plan_id)).toEqual([1001, 1002]);
    for (const bad of ['1001,abc', '1001,', '0x3E9,1002', '01001,1002'])
      expect((await comparison(ctx(), bad)).status).toBe(400);
    // The fee line, a replaced plan and an unknown one are not comparable plans.
    for (const plans of ['1001,1091', '1001,1096', '1001,999999']) {
      const r = await comparison(ctx(), plans);
      expect(r.status, plans).toBe(404);
      expect(r.body.data[0].target_element).toBe('plans');
    }
  });

  it('without quote basics every price says enrollmentIdError; the texts are still there', async () => {
    const [plan] = (await comparison(ctx(), '1001,1002')).body.data.plans;
    expect(plan.pricing).toMatchObject({ plans: [], errorCode: 'enrollmentIdError' });
    expect(plan.tiers.every((t: { errorCode?: string }) => t.errorCode === 'enrollmentIdError')).toBe(true);
    expect(plan.facts.carrier).toBe('BrightSmile Dental Co.');
  });
});

describe('plan facts', () => {
  it('in Spanish where they exist; else the English ones, said to be English (lang="en")', async () => {
    const { factsIn } = await import('../../kernel/catalogue/plan-language');
    const facts = { carrier: 'C', waiting_period: 'None', coverage: ['A'] };
    const es = { waiting_period: 'Ninguno', coverage: ['Uno'] };
    expect(factsIn({ facts, texts_i18n: { es: { facts: es } } }, 'es')).toEqual({
      facts: { carrier: 'C', ...es },
      fellBack: false,
    });
    expect(factsIn({ facts, texts_i18n: {} }, 'es')).toEqual({ facts, fellBack: true });
    expect(factsIn({ facts, texts_i18n: { es: { facts: es } } }, 'en')).toEqual({ facts, fellBack: false });
    expect(factsIn({ facts: null, texts_i18n: {} }, 'es')).toEqual({ facts: null, fellBack: false });
  });

  it('a plan whose stored facts do not match the schema is served without them', async () => {
    const { CatalogueSnapshot } = await import('../../kernel/catalogue/catalogue-snapshot');
    const plan = {
      plan_id: 1,
      name: 'X',
      category: 'dental',
      logo: '',
      short_text: '',
      listed: true,
      kind: 'standard',
      plan_desc: {
        body_text: '',
        header_text: '',
        blueBarText: '',
        association_text: '',
        exclusions_text_name: '',
        exclusions_text: '',
        example_text_name: '',
        example_text: '',
        faq_text_name: '',
        faq_text: '',
      },
      rules: {},
      fee_for_plan_id: null,
      fee_percent: null,
      replaced_by: null,
      questions_version: 1,
      question_count: 0,
      featured: false,
      featured_rank: null,
    };
    const snap = new CatalogueSnapshot({
      token: 't',
      options: [],
      related: [],
      default_menu: [],
      plans: [
        { ...plan, facts: { carrier: '', waiting_period: 'None', coverage: [] } },
        { ...plan, plan_id: 2, facts: { carrier: 'C', waiting_period: 'None', coverage: ['A'] } },
      ] as never,
    });
    expect(snap.plan(1)!.facts).toBeNull();
    expect(snap.plan(2)!.facts).toEqual({ carrier: 'C', waiting_period: 'None', coverage: ['A'] });
  });
});
