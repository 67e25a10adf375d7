import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { addToCart, newEnrollment, type Profile } from '../../../test/shop';
import { sessionHeaders } from '../../../test/sign-in';
import { offeredDates } from '../../kernel/cart/effective-dates';
import { ADMIN_FEE_NOTICE } from './quote-html';

const REP: Profile = { eprocess: 'rep', open_type: 'agent' };
const GROUP: Profile = { eprocess: 'group', open_type: 'group' };
const uniqueEmail = () => `quote-${randomBytes(4).toString('hex')}@example.com`;

describeEachDriver('quotes and the outbox', (ctx) => {
  const preview = async (id: string, q: Record<string, string>) =>
    ctx().call({
      url: api(
        `get-quote-preview-content?${new URLSearchParams({ enrollment_id: id, tab: 'cart_info', type: 'preview', ...q })}`,
      ),
      headers: await sessionHeaders(ctx(), 'rep10109'),
    });
  // Sent by the signed-in rep of agent 10109 (the profiles' agent); access-control.test.ts covers refusals.
  const send = async (payload: Record<string, unknown>) =>
    ctx().call({
      method: 'POST',
      url: api('save-enrollment'),
      payload: { tab: 'cart_info', ...payload },
      headers: await sessionHeaders(ctx(), 'rep10109'),
    });
  const outboxOf = (to: string) =>
    ctx().db.query<{ id: number; status: string; subject: string; html: string; text: string }>(
      'SELECT id::int AS id, status, subject, html, text FROM outbox WHERE to_address = $1 ORDER BY id',
      [to],
    );

  describe('get-quote-preview-content', () => {
    it('renders the branded quote with prices, totals, date, name and an escaped message', async () => {
      const id = await newEnrollment(ctx(), REP);
      await addToCart(ctx(), id, 1001, 100101);
      await addToCart(ctx(), id, 1008, 100801);
      const r = await preview(id, {
        name: 'Pat <b>Doe</b>',
        email: 'pat@example.com',
        message: 'Hi Pat,\n<script>alert("x")</script> & see "below"',
      });
      expect(r.status).toBe(200);
      const html: string = r.body.data.content;
      expect(html).not.toContain('<script');
      // The preview went through the API's sanitiser, which writes quotes in text as they are.
      expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt; &amp; see "below"');
      expect(html).toContain('Hi Pat,<br />');
      expect(html).toContain('Dear Pat &lt;b&gt;Doe&lt;/b&gt;,');
      // Summit Benefit Advisors (agent 10109): its logo as an absolute URL and its green.
      expect(html).toContain('src="http://localhost:4200/tenant-assets/summit-benefits/logo.svg"');
      expect(html).toContain('#1b5e3b');
      expect(html).toContain('BrightSmile Dental PPO');
      expect(html).toContain('$34.99 / month');
      expect(html).toContain('$25.00 one-time');
      expect(html).toMatch(/First month cost<\/td><td[^>]*>\$59\.99</);
      expect(html).toMatch(/Recurring monthly cost<\/td><td[^>]*>\$34\.99</);
      expect(html).toContain(`effective as of <strong>${offeredDates()[0]}</strong>`);
      expect(html).not.toContain(ADMIN_FEE_NOTICE);
      expect(html).not.toMatch(/<link|<style|class=/); // inline styles only
    });

    it('shows the 3% notice when the cart carries the fee, and the group tenant for a group store', async () => {
      const id = await newEnrollment(ctx(), GROUP);
      await addToCart(ctx(), id, 1019, 101901);
      const html: string = (await preview(id, { name: 'Lee', email: 'lee@example.com' })).body.data.content;
      expect(html).toContain(ADMIN_FEE_NOTICE);
      expect(html).toContain('/tenant-assets/northwind-employees/logo.svg');
      expect(html).toContain('#e8701a');
      const status = (await ctx().call({ url: api(`check-prudential-cart?enrollment_id=${id}`) })).body.data;
      expect(status).toEqual({ status: true });
    });

    it('bad input: field errors, applicants, empty carts, unknown ids', async () => {
      const id = await newEnrollment(ctx(), REP);
      const url = api(`get-quote-preview-content?enrollment_id=${id}&tab=cart_info&type=preview&email=nope`);
      // Who is calling is checked before what they sent (ADR 0028): anonymous bad input is a 401.
      expect((await ctx().call({ url })).status).toBe(401);
      const missing = await ctx().call({ url, headers: await sessionHeaders(ctx(), 'rep10109') });
      expect(missing.status).toBe(400);
      expect(missing.body.data.map((e: { target_element: string }) => e.target_element).sort()).toEqual([
        'email',
        'name',
      ]);
      const empty = await preview(id, { name: 'A', email: 'a@example.com' });
      expect(empty.status).toBe(422);
      expect(empty.body.data[0].target_element).toBe('cart');
      const applicant = await newEnrollment(ctx());
      await addToCart(ctx(), applicant, 1001, 100101);
      const refused = await preview(applicant, { name: 'A', email: 'a@example.com' });
      expect(refused.status).toBe(403);
      expect(refused.body.data[0].target_element).toBe('email');
      expect((await preview('CCCCCCCCCCCCCCCCCCCCCC', { name: 'A', email: 'a@example.com' })).status).toBe(
        404,
      );
    });
  });

  describe('save-enrollment (cart_info)', () => {
    it('queues the quote once (double-click), stores it without SMTP and lists it on /mail', async () => {
      const id = await newEnrollment(ctx(), REP);
      await addToCart(ctx(), id, 1019, 101901);
      const email = uniqueEmail();
      const body = { enrollment_id: id, email, name: 'Sam Rivera', message: '<img src=x onerror=alert(1)>' };
      const [a, b] = await Promise.all([send(body), send(body)]);
      expect(a.body).toEqual({
        status: 'success',
        data: { message: `Quote Successfully Sent to ${email}`, email },
      });
      expect(b.body).toEqual(a.body);
      const rows = await outboxOf(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'stored',
        subject: 'Your personalized benefit quote from Summit Benefit Advisors',
      });
      expect(rows[0]!.html).toContain(ADMIN_FEE_NOTICE);
      expect(rows[0]!.html).not.toContain('<img src=x');
      expect(rows[0]!.text).toContain('Dear Sam Rivera,');
      // Another message is another mail.
      await send({ ...body, message: 'Second thoughts' });
      const both = await outboxOf(email);
      expect(both).toHaveLength(2);

      const list = await ctx().app.inject({ url: '/mail' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toContain('text/html');
      expect(list.body).toContain(email);
      expect(list.body).toContain('stored');
      // Newest first.
      expect(list.body.indexOf(`/mail/${both[1]!.id}"`)).toBeLessThan(
        list.body.indexOf(`/mail/${both[0]!.id}"`),
      );
      const one = await ctx().app.inject({ url: `/mail/${rows[0]!.id}` });
      expect(one.statusCode).toBe(200);
      expect(one.headers['content-security-policy']).toMatch(/^sandbox;/);
      expect(one.headers['content-security-policy']).not.toContain('script-src');
      expect(one.body).toContain('Dear Sam Rivera,');
      expect((await ctx().app.inject({ url: '/mail/999999999' })).statusCode).toBe(404);
      expect((await ctx().app.inject({ url: '/mail/abc' })).statusCode).toBe(404);
    });

    it('field errors on name, email, message and tab; applicants cannot send', async () => {
      const id = await newEnrollment(ctx(), GROUP);
      await addToCart(ctx(), id, 1001, 100101);
      const noName = await send({ enrollment_id: id, email: 'x@example.com' });
      expect(noName.body.data).toEqual([{ target_element: 'name', error_message: 'Please enter a name' }]);
      const badEmail = await send({ enrollment_id: id, email: 'x@', name: 'X' });
      expect(badEmail.body.data).toEqual([
        { target_element: 'email', error_message: 'Please enter a valid e-mail' },
      ]);
      const noEmail = await send({ enrollment_id: id, name: 'X' });
      expect(noEmail.body.data[0].target_element).toBe('email');
      const long = await send({
        enrollment_id: id,
        email: 'x@example.com',
        name: 'X',
        message: 'm'.repeat(2001),
      });
      expect(long.body.data[0].target_element).toBe('message');
      const applicant = await newEnrollment(ctx());
      await addToCart(ctx(), applicant, 1001, 100101);
      const email = uniqueEmail();
      const refused = await send({ enrollment_id: applicant, email, name: 'X' });
      expect(refused.status).toBe(403);
      expect(refused.body.data[0]).toEqual({
        target_element: 'email',
        error_message: 'Quotes can only be sent by a representative or a group administrator.',
      });
      expect(await outboxOf(email)).toHaveLength(0);
      const badTab = await send({ enrollment_id: id, email, name: 'X', tab: 'shopping_info' });
      expect(badTab.status).toBe(400);
      expect(badTab.body.data[0].target_element).toBe('tab');
      const unknown = await send({ enrollment_id: 'CCCCCCCCCCCCCCCCCCCCCC', email, name: 'X' });
      expect(unknown.status).toBe(404);
    });
  });
});
