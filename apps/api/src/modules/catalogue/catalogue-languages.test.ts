import { expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { newEnrollment } from '../../../test/shop';

const ES = { 'accept-language': 'es-US,es;q=0.9' };
type Card = { plan_id: number; plan_short_text: string; text_lang?: Record<string, string> };

/** A private, unlisted copy of a plan (with its Spanish) whose translation this file may cut. */
async function clonePlan(ctx: TestCtx, from: number, id: number): Promise<void> {
  await ctx.db.query(
    `INSERT INTO plans (plan_id, name, category, logo, short_text, listed, plan_desc, rules, texts_i18n)
     SELECT $2, name, category, logo, short_text, false, plan_desc, rules, texts_i18n FROM plans WHERE plan_id = $1
     ON CONFLICT (plan_id) DO UPDATE SET texts_i18n = EXCLUDED.texts_i18n`,
    [from, id],
  );
}

describeEachDriver('the catalogue in the reader’s language', (ctx) => {
  it('featured plans, the listing and plan detail in Spanish, nothing marked; English unchanged', async () => {
    const featured = (await ctx().call({ url: api('get-featured-plans'), headers: ES })).body.data as Card[];
    const dental = featured.find((p) => p.plan_id === 1001)!;
    expect(dental.plan_short_text).toBe(
      '<p>Atención preventiva cubierta al <strong>100%</strong>, sin período de espera para las limpiezas.</p>',
    );
    expect(featured.every((p) => p.text_lang === undefined)).toBe(true);

    const id = await newEnrollment(ctx());
    const listing = await ctx().call({ url: api(`get-filtered-plans?enrollment_id=${id}`), headers: ES });
    expect(listing.headers['content-language']).toBe('es');
    const cards = listing.body.data.plans as Card[];
    expect(cards.length).toBeGreaterThan(20);
    expect(cards.every((p) => p.text_lang === undefined)).toBe(true);
    expect(cards.find((p) => p.plan_id === 1005)!.plan_short_text).toMatch(/suma global/);

    const detail = (await ctx().call({ url: api('get-plan-detail/1005'), headers: ES })).body.data;
    expect(detail.plan_name).toBe('CarePath Critical Illness');
    expect(detail.plan_desc).toMatchObject({
      header_text: 'Una suma global cuando más la necesita',
      blueBarText: 'Se requieren preguntas de salud',
      exclusions_text_name: 'Exclusiones y limitaciones',
      example_text_name: 'Vea cómo funciona',
      faq_text_name: 'Preguntas frecuentes',
    });
    expect(detail.plan_desc.association_text).toMatch(/Para acceder a este plan/);
    expect(detail.plan_desc.faq_text).toMatch(/¿El beneficio paga impuestos\?/);
    expect(detail.text_lang).toBeUndefined();

    const en = (await ctx().call({ url: api('get-plan-detail/1005') })).body.data;
    expect(en.plan_desc.header_text).toBe('A lump sum when you need it most');
    expect(en.plan_desc.faq_text_name).toBe('Frequently Asked Questions');
    expect(en.text_lang).toBeUndefined();
  });

  it('a text without Spanish is served in English and named in text_lang', async () => {
    await clonePlan(ctx(), 1001, 19_001);
    await ctx().db.query(
      `UPDATE plans SET texts_i18n = texts_i18n #- '{es,plan_desc,faq_text}' #- '{es,short_text}' WHERE plan_id = 19001`,
    );
    const es = (await ctx().call({ url: api('get-plan-detail/19001'), headers: ES })).body.data;
    expect(es.text_lang).toEqual({ plan_short_text: 'en', faq_text: 'en' });
    expect(es.plan_short_text).toMatch(/^<p>Preventive care covered/);
    expect(es.plan_desc.faq_text).toMatch(/Can I keep my dentist\?/);
    expect(es.plan_desc.body_text).toMatch(/Dos limpiezas al año/);
    // A plan nobody translated: every text falls back, and says so.
    await ctx().db.query(`UPDATE plans SET texts_i18n = '{}' WHERE plan_id = 19001`);
    const none = (await ctx().call({ url: api('get-plan-detail/19001'), headers: ES })).body.data;
    expect(Object.keys(none.text_lang).sort()).toEqual(
      [
        'plan_short_text',
        'body_text',
        'header_text',
        'blueBarText',
        'association_text',
        'exclusions_text_name',
        'exclusions_text',
        'example_text_name',
        'example_text',
        'faq_text_name',
        'faq_text',
      ].sort(),
    );
    const en = (await ctx().call({ url: api('get-plan-detail/19001') })).body.data;
    expect(en.text_lang).toBeUndefined();
  });

  it('Spanish HTML is sanitised on the way out like English', async () => {
    await clonePlan(ctx(), 1001, 19_002);
    await ctx().db.query(
      `UPDATE plans SET texts_i18n = jsonb_set(texts_i18n, '{es,plan_desc,body_text}', to_jsonb($1::text)) WHERE plan_id = 19002`,
      ['<p>Hola</p><script>alert(1)</script><img src=x onerror=alert(2)>'],
    );
    const es = (await ctx().call({ url: api('get-plan-detail/19002'), headers: ES })).body.data;
    expect(es.plan_desc.body_text).toBe('<p>Hola</p>');
  });

  it('health questions and options in Spanish; the membership fee text too', async () => {
    const id = await newEnrollment(ctx());
    const url = api(`get-questions?enrollment_id=${id}&plan_id=1005&type=save`);
    const es = (await ctx().call({ url, headers: ES })).body.data;
    expect(es.map((q: { question_text: string }) => q.question_text)).toEqual([
      '¿Toma algún medicamento recetado con regularidad? Si es así, indique cuál.',
      '¿Alguna vez le han diagnosticado alguna de las siguientes afecciones? Marque todas las que correspondan.',
      'En los últimos 2 años, ¿ha estado hospitalizado(a) o ha recibido un tratamiento médico de más de 14 días?',
      'En los últimos 5 años, ¿le han diagnosticado o tratado por cáncer (que no sea cáncer de piel), un ataque cardíaco o un derrame cerebral?',
    ]);
    expect(es[1].options[1]).toEqual({
      option_id: 10_05_2_2,
      option_text: 'Presión arterial alta',
      option_group: 'A. Antes de los 60 años',
    });
    expect(es.every((q: { text_lang?: unknown }) => q.text_lang === undefined)).toBe(true);
    const en = (await ctx().call({ url })).body.data;
    expect(en[1].options[1].option_text).toBe('High blood pressure');

    const fee = (await ctx().call({ url: api('get-plan-detail'), headers: ES })).body.data;
    expect(fee.membership_fee_text).toMatch(/^Los planes de Benefit Store/);
  });
});
