import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { addToCart, newEnrollment, type Profile } from '../../../test/shop';
import { sessionHeaders } from '../../../test/sign-in';

const REP: Profile = { eprocess: 'rep', open_type: 'agent' };

describeEachDriver('the quote e-mail carries the comparison (issue 19)', (ctx) => {
  const preview = async (id: string, q: Record<string, string>, lang = 'en') =>
    ctx().call({
      url: api(
        `get-quote-preview-content?${new URLSearchParams({ enrollment_id: id, tab: 'cart_info', type: 'preview', name: 'Pat', email: 'pat@example.com', ...q })}`,
      ),
      headers: { ...(await sessionHeaders(ctx(), 'rep10109')), 'accept-language': lang },
    });

  it('adds a table of the compared plans, priced for the same person, in the mail and its text', async () => {
    const id = await newEnrollment(ctx(), REP);
    await addToCart(ctx(), id, 1001, 100101);
    const without: string = (await preview(id, {})).body.data.content;
    expect(without).not.toContain('Plans compared');

    const html: string = (await preview(id, { compare_plans: '1001,1014,1002' })).body.data.content;
    expect(html).toContain('Plans compared');
    for (const text of [
      'BrightSmile Dental Co.',
      'SmileWise Insurance',
      'ClearView Vision',
      'Member + Spouse',
    ])
      expect(html).toContain(text);
    expect(html).toContain('from $94.99 / month'); // BrightSmile, Family
    expect(html).toContain('PPO 2000 (annual max $2,000): $48.99 / month');

    const email = `quote-${randomBytes(4).toString('hex')}@example.com`;
    const sent = await ctx().call({
      method: 'POST',
      url: api('save-enrollment'),
      payload: { tab: 'cart_info', enrollment_id: id, email, name: 'Pat', compare_plans: '1001,1002' },
      headers: await sessionHeaders(ctx(), 'rep10109'),
    });
    expect(sent.status).toBe(200);
    const [row] = await ctx().db.query<{ html: string; text: string }>(
      'SELECT html, text FROM outbox WHERE to_address = $1',
      [email],
    );
    expect(row!.html).toContain('ClearView Vision');
    expect(row!.text).toContain('Plans compared');
    expect(row!.text).toContain('* ClearView Vision Plus');
  });

  it('in Spanish, and the 2-4 rule and unknown plans as field errors on compare_plans', async () => {
    const id = await newEnrollment(ctx(), REP);
    await addToCart(ctx(), id, 1001, 100101);
    const es: string = (await preview(id, { compare_plans: '1001,1016' }, 'es')).body.data.content;
    expect(es).toContain('Planes comparados');
    expect(es).toContain('Miembro + cónyuge');
    expect(es).toContain('desde $34.99 / mes');
    // Horizon is not sold for Family: the engine's message, in Spanish.
    expect(es).toContain('Este plan no está disponible para este nivel de cobertura.');
    const one = await preview(id, { compare_plans: '1001' });
    expect(one.status).toBe(400);
    expect(one.body.data[0]).toEqual({
      target_element: 'compare_plans',
      error_message: 'Choose at least 2 plans to compare.',
    });
    const unknown = await preview(id, { compare_plans: '1001,999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data[0].target_element).toBe('compare_plans');
  });
});
