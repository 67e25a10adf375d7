import { expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { newEnrollment } from '../../../test/shop';

const ES = { 'accept-language': 'es' };
type Option = { ppid: number; plan_name: string; text_lang?: Record<string, string> };

describeEachDriver('pricing options in the reader’s language', (ctx) => {
  const options = async (pid: number, id: string, headers: Record<string, string> = {}) =>
    (await ctx().call({ url: api(`get-plan-pricing-detail?pid=${pid}&enrollment_id=${id}`), headers })).body
      .data.plans as Option[];

  it('describing names in Spanish; product names in English, marked; English readers unmarked', async () => {
    const id = await newEnrollment(ctx());
    const hospital = await options(1006, id, ES);
    expect(hospital.map((o) => [o.plan_name, o.text_lang])).toEqual([
      ['$200 al día', undefined],
      ['$500 al día', undefined],
    ]);
    const fee = await options(1019, id, ES);
    expect(fee.map((o) => [o.plan_name, o.text_lang])).toEqual([
      ['Gap Plus 3000', { plan_name: 'en' }],
      ['Gap Plus 6000', { plan_name: 'en' }],
      ['Cargo administrativo (Gap Plus 3000)', undefined],
      ['Cargo administrativo (Gap Plus 6000)', undefined],
    ]);
    const en = await options(1006, id);
    expect(en.map((o) => [o.plan_name, o.text_lang])).toEqual([
      ['$200 a day', undefined],
      ['$500 a day', undefined],
    ]);
    const membership = (
      await ctx().call({ url: api(`get-plan-pricing-detail-elevate?enrollment_id=${id}`), headers: ES })
    ).body.data.plans as Option[];
    expect(membership.map((o) => o.plan_name)).toEqual([
      'Membresía Elevate Basic',
      'Membresía Elevate Plus',
      'Membresía Elevate Premier',
    ]);
  });
});
