import { expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { addToCart, newEnrollment } from '../../../test/shop';
import { sessionHeaders } from '../../../test/sign-in';

describeEachDriver('the quote preview names the chosen options in the reader’s language', (ctx) => {
  const preview = async (id: string, lang: string) =>
    (
      await ctx().call({
        url: api(
          `get-quote-preview-content?${new URLSearchParams({ enrollment_id: id, tab: 'cart_info', type: 'preview', name: 'Pat', email: 'pat@example.com' })}`,
        ),
        headers: { ...(await sessionHeaders(ctx(), 'rep10109')), 'accept-language': lang },
      })
    ).body.data.content as string;

  it('Spanish option names under the plan names; a product name marked as English; English as before', async () => {
    const id = await newEnrollment(ctx(), { eprocess: 'rep', open_type: 'agent' });
    await addToCart(ctx(), id, 1006, 100601);
    await addToCart(ctx(), id, 1004, 100402);
    const es = await preview(id, 'es');
    expect(es).toContain('StayWell Hospital Indemnity');
    expect(es).toMatch(/StayWell Hospital Indemnity<br \/><span[^>]*>\$200 al día<\/span>/);
    expect(es).toMatch(/<span[^>]*lang="en"[^>]*>SafeStep Plus<\/span>/);
    expect(es).not.toContain('$200 a day');
    const en = await preview(id, 'en');
    expect(en).toMatch(/StayWell Hospital Indemnity<br \/><span[^>]*>\$200 a day<\/span>/);
    expect(en).not.toContain('lang="en"><');
  });
});
