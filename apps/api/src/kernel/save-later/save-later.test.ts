import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { api, describeEachDriver, enrollmentKeyCookie } from '../../../test/harness';
import { auditOf, PLANS, post, rawSections, wizardEnrollment } from '../../../test/wizard';

const TABS = [
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'dependent_info',
  'review_info',
  'aggrement_info',
  'payment_info',
] as const;
const b64url = (s: string) => Buffer.from(s).toString('base64url');
const unb64url = (s: string) => Buffer.from(s, 'base64url').toString();
/**
 * The mailed direct-continue link's parts: /direct-continue/{base64url(token)}/{base64url(tab)},
 * the token being the link's own (ADR 0013), never the enrollment id.
 */
function linkIn(text: string, landing = '') {
  const m = new RegExp(`${landing}/direct-continue/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no direct-continue link in ${text}`);
  return { token: unb64url(m[1]!), tab: unb64url(m[2]!), path: m[0] };
}
const uniqueEmail = () => `later.${randomBytes(4).toString('hex')}@example.com`;
const ALL_STEPS = [PLANS.underwritten, PLANS.termLife, PLANS.disability];

describeEachDriver('save and continue later', (ctx) => {
  const saveLater = (payload: Record<string, unknown>) => post(ctx(), 'save-enrollment', payload);
  const mailsTo = (to: string) =>
    ctx().db.query<{ kind: string; subject: string; html: string; text: string }>(
      'SELECT kind, subject, html, text FROM outbox WHERE to_address = $1 ORDER BY id',
      [to],
    );
  const codeIn = (text: string) => /^([A-Z2-9]{4}-[A-Z2-9]{4})$/m.exec(text)![1];
  const resume = (code: string, email: string) =>
    ctx().call({
      method: 'POST',
      url: api('continue-enrollment'),
      payload: { code, email },
      remoteAddress: `10.44.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      // Another browser than the one that saved (the person continues elsewhere).
      stranger: true,
    });

  it.each(TABS)(
    '%s: mails a code that continue-enrollment and the direct link resume on that tab',
    async (tab) => {
      const id = await wizardEnrollment(ctx(), ALL_STEPS, { tier: 'IF' });
      const email = uniqueEmail();
      const r = await saveLater({ enrollment_id: id, email, tab, data: {} });
      expect(r.body.data).toEqual({ message: `Enrollment code sent to ${email}`, email });
      const [mail] = await mailsTo(email);
      expect(mail.kind).toBe('save_later');
      const code = codeIn(mail.text);
      expect(mail.html).toContain(code);
      // The link carries a token of its own (256 bits), never the enrollment id (ADR 0013).
      const link = linkIn(mail.text);
      expect(link.tab).toBe(tab);
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(link.token).not.toContain(id);
      expect(mail.text).not.toContain(b64url(id));
      expect(mail.html).toContain(link.path);
      const resumed = await resume(code.toLowerCase(), email.toUpperCase());
      expect(resumed.status).toBe(200);
      expect(resumed.body.data.result).toMatchObject({
        enrollment_id: id,
        saved_tab: tab,
        eprocess: 'applicant',
        completed: false,
      });
      // The code binds the browser that proved it: another browser now holds the enrollment.
      const bound = enrollmentKeyCookie(resumed.headers);
      expect(bound).toBeDefined();
      const asResumer = await ctx().call({
        url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=eprocess`),
        stranger: true,
        headers: { cookie: bound! },
      });
      expect([asResumer.status, asResumer.body.data.result]).toEqual([200, 'applicant']);
      // The mailed link resumes alike, and binds the browser that follows it.
      const direct = await ctx().call({ url: api(`direct-continue/${link.token}`), stranger: true });
      expect(direct.status).toBe(200);
      expect(direct.body.data.result).toEqual(resumed.body.data.result);
      const linked = enrollmentKeyCookie(direct.headers);
      expect(linked).toBeDefined();
      const viaLink = await ctx().call({
        url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=eprocess`),
        stranger: true,
        headers: { cookie: linked! },
      });
      expect([viaLink.status, viaLink.body.data.result]).toEqual([200, 'applicant']);
      // A browser with neither the code nor the link holds nothing, though it knows the id.
      const stranger = await ctx().call({
        url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=eprocess`),
        stranger: true,
      });
      expect(stranger.status).toBe(404);
      expect((await auditOf(ctx(), id)).map((a) => `${a.section}:${a.action}`)).toEqual([
        `${tab}:save_later`,
      ]);
    },
  );

  it('keeps the typed values of the step (SSNs and answers sealed) and names a bad one like the step does', async () => {
    const id = await wizardEnrollment(ctx(), ALL_STEPS, { tier: 'IF' });
    const email = uniqueEmail();
    const r = await saveLater({
      enrollment_id: id,
      email,
      tab: 'primary_info',
      data: { first_name: 'Ana', ssn: '512345678' },
    });
    expect(r.status).toBe(200);
    const sections = await rawSections(ctx(), id);
    expect(sections.primary_info).toMatchObject({
      first_name: 'Ana',
      ssn_enc: expect.stringMatching(/^v2\./),
    });
    expect(JSON.stringify(sections)).not.toContain('512345678');
    const bad = await saveLater({ enrollment_id: id, email, tab: 'primary_info', data: { ssn: '5123' } });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual([
      { target_element: 'primary_info.ssn', error_message: 'SSN must be 9 digits.' },
    ]);
    const list = await saveLater({
      enrollment_id: id,
      email,
      tab: 'benificiary_info',
      data: { beneficiaries: [{ first_name: 'Luis', ssn: '000000000' }] },
    });
    expect(list.body.data).toEqual([
      { target_element: 'beneficiaries.0.ssn', error_message: 'Please enter a valid SSN.' },
    ]);
    const health = await saveLater({
      enrollment_id: id,
      email,
      tab: 'health_info',
      data: {
        condition_questions: [
          { question_id: 104, yes_no_flag: 1, conditions: [{ health_condition: 'Asthma' }] },
        ],
      },
    });
    expect(health.status).toBe(200);
    expect(JSON.stringify(await rawSections(ctx(), id))).not.toContain('Asthma');
    const disposable = await saveLater({ enrollment_id: id, email: 'x@mailinator.com', tab: 'contact_info' });
    expect(disposable.body.data[0].target_element).toBe('email');
  });

  it('stores only a hash of the code, sends one mail for a double click, and limits codes per hour', async () => {
    const id = await wizardEnrollment(ctx(), ALL_STEPS);
    const email = uniqueEmail();
    const body = { enrollment_id: id, email, tab: 'contact_info', data: { city: 'Atlanta' } };
    await saveLater(body);
    await saveLater(body);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const code = codeIn(mails[0].text).replace('-', '');
    const rows = await ctx().db.query<{ code_hash: string }>(
      'SELECT code_hash FROM continue_codes WHERE enrollment_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toContain(code);
    for (let i = 0; i < 9; i++)
      expect((await saveLater({ ...body, data: { city: `Atlanta ${i}` } })).status).toBe(200);
    const limited = await saveLater({ ...body, data: { city: 'One too many' } });
    expect(limited.status).toBe(429);
    expect(limited.body.data[0]).toEqual({
      target_element: 'email',
      error_message: 'Too many codes were sent for this enrollment. Please try again in an hour.',
    });
  });

  it("mails in the store's branding and links into its landing; the link dies with the code", async () => {
    const id = await wizardEnrollment(ctx(), ALL_STEPS, { eprocess: 'rep', open_type: 'agent' });
    const email = uniqueEmail();
    await saveLater({ enrollment_id: id, email, tab: 'employer_info' });
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Your code to continue your enrollment with Summit Benefit Advisors');
    expect(mail.html).toContain('#1b5e3b');
    const link = linkIn(mail.text, '/summit-benefits');
    expect(link.tab).toBe('employer_info');
    expect((await ctx().call({ url: api(`direct-continue/${link.token}`) })).status).toBe(200);
    // A newer save mails a new link and revokes the older one: the newest mail is the one that works.
    await saveLater({ enrollment_id: id, email, tab: 'contact_info', data: { city: 'Atlanta' } });
    const newer = linkIn((await mailsTo(email))[1]!.text, '/summit-benefits');
    expect(newer.tab).toBe('contact_info');
    expect(newer.token).not.toBe(link.token);
    const revoked = await ctx().call({ url: api(`direct-continue/${link.token}`) });
    expect(revoked.status).toBe(410);
    expect((await ctx().call({ url: api(`direct-continue/${newer.token}`) })).body.data.result).toMatchObject(
      {
        enrollment_id: id,
        saved_tab: 'contact_info',
      },
    );
    // Time passes: the code and its link expire together.
    await ctx().db.query(
      `UPDATE continue_codes SET expires_at = now() - interval '1 minute' WHERE enrollment_id = $1`,
      [id],
    );
    await ctx().db.query(
      `UPDATE continue_links SET expires_at = now() - interval '1 minute' WHERE enrollment_id = $1`,
      [id],
    );
    const gone = await ctx().call({ url: api(`direct-continue/${newer.token}`) });
    expect(gone.status).toBe(410);
    expect(gone.body.data[0]).toEqual({
      target_element: 'enrollment_id',
      error_message: 'This link has expired. Please save your enrollment again to get a new link.',
    });
    // An unknown token answers as an expired one; the enrollment id is no link at all.
    const unknown = await ctx().call({
      url: api(`direct-continue/${randomBytes(32).toString('base64url')}`),
    });
    expect([unknown.status, unknown.body.data]).toEqual([gone.status, gone.body.data]);
    for (const notAToken of [id, 'nope', b64url(id)]) {
      const r = await ctx().call({ url: api(`direct-continue/${notAToken}`) });
      expect(r.status, notAToken).toBe(400);
      expect(r.body.data[0].error_message).toBe('This link is not valid.');
    }
  });
});
