import { expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../test/harness';
import { walkEnrollment } from '../../test/wizard';

const FORM_CALLS = [
  'get-form-fields-personal-info',
  'get-form-fields-contact-info',
  'get-form-fields-beneficiary-info',
  'get-form-fields-dependent-primary-info',
  'get-form-fields-agreement-info',
  'get-form-fields-billing-info',
];
const OPTION_CALLS = ['get-compensation-types', 'get-employment-status', 'get-average-work-week'];

type Def = { field_name: string; message: string; error: string };
const read = async (ctx: TestCtx, call: string, lang: string, query = '') => {
  const r = await ctx.call({ url: api(`${call}${query}`), headers: { 'accept-language': lang } });
  expect(r.status, `${call}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.data.result as Record<string, unknown>[];
};

// Issue 32: the wizard's hints and choices stayed English on a Spanish page although the API's
// Spanish catalogue had them: the envelope translated only its own messages, not the steps' lists.
describeEachDriver("the steps' hints and choices in the page's language", (ctx) => {
  it('answers every field hint and refusal of every step in Spanish', async () => {
    const { id } = await walkEnrollment(ctx(), { complete: false });
    let hints = 0;
    for (const call of FORM_CALLS) {
      const en = (await read(ctx(), call, 'en', `?enrollment_id=${id}`)) as Def[];
      const es = (await read(ctx(), call, 'es', `?enrollment_id=${id}`)) as Def[];
      for (const def of en) {
        const same = es.find((d) => d.field_name === def.field_name)!;
        for (const key of ['message', 'error'] as const) {
          if (!def[key]) continue;
          hints++;
          expect(same[key], `${call} ${def.field_name}.${key}: "${def[key]}" has no Spanish`).not.toBe(
            def[key],
          );
        }
      }
    }
    // The walk reaches the hints the issue names ("comes from your quote", "All shares must total…").
    expect(hints).toBeGreaterThanOrEqual(3);
  });

  it('names the choices of the selects in Spanish and keeps their values', async () => {
    for (const call of OPTION_CALLS) {
      const en = await read(ctx(), call, 'en');
      const es = await read(ctx(), call, 'es');
      expect(es.map((o) => o.value)).toEqual(en.map((o) => o.value));
      const translated = es.filter((o, i) => o.name !== en[i]!.name);
      expect(translated.length, `${call}: ${JSON.stringify(es)}`).toBeGreaterThan(0);
    }
    // The relationships are a map of key to name.
    const relationships = (await read(ctx(), 'get-beneficiary-relationships', 'es')) as unknown;
    expect(relationships).toMatchObject({ spouse: 'Cónyuge', child: 'Hijo o hija' });
  });
});
