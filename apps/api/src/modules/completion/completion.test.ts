import { expect, it } from 'vitest';
import { shortSecretIn } from '../../../test/short-secrets';
import { describeEachDriver, withHeaders } from '../../../test/harness';
import { sessionHeaders } from '../../../test/sign-in';
import { receiptMails } from '../../../test/pdf-text';
import {
  fields,
  get,
  post,
  putInCart,
  tempInfo,
  walkEnrollment,
  walkSteps,
  wizardEnrollment,
} from '../../../test/wizard';

describeEachDriver('complete-enrollment', (ctx) => {
  const memberOf = async (id: string) =>
    (
      await ctx().db.query<Record<string, unknown>>(
        `SELECT m.* FROM members m JOIN enrollments e ON e.member_user_id = m.user_id WHERE e.enrollment_id = $1`,
        [id],
      )
    )[0]!;

  it('turns a walked enrollment into an ACTIVE member of its rep and group, with one policy id', async () => {
    const { id, receipt } = await walkEnrollment(ctx());
    expect(receipt!.policy_id).toMatch(/^BS-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(receipt!.name).toBe('Ana Rivera');
    expect((await post(ctx(), 'complete-enrollment', { enrollment_id: id })).body.data).toEqual(receipt);
    const read = (await get(ctx(), 'get-receipt', { enrollment_id: id })).body.data;
    // The page shows what the PDF shows: plans with amounts, the date, the people, the payment masked.
    expect(read).toMatchObject({
      ...receipt,
      details: {
        people: [
          { name: 'Ana Rivera', relationship: 'member' },
          { name: 'Luis Rivera', relationship: 'spouse' },
        ],
      },
    });
    expect(read.details.plans.length).toBeGreaterThan(0);
    expect(read.details.initial_cost).toMatch(/^\$\d+\.\d{2}$/);
    expect(read.details.effective_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(JSON.stringify(read.details)).not.toMatch(/4111111111111111|\d{9}/);
    // The receipt page's download: the mailed PDF, rebuilt.
    const pdf = (await get(ctx(), 'get-receipt-pdf', { enrollment_id: id })).body.data;
    expect(pdf).toMatchObject({
      file_name: `enrollment-${receipt!.policy_id}.pdf`,
      content_type: 'application/pdf',
    });
    expect(Buffer.from(pdf.content_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // A completed enrollment takes no more changes.
    const late = await post(ctx(), 'save-review-info', { enrollment_id: id, first_enroll: 1 });
    expect([late.status, late.body.data]).toEqual([
      409,
      [{ target_element: 'enrollment_id', error_message: 'This enrollment is already complete.' }],
    ]);
    expect(
      (await post(ctx(), 'add-plan-to-cart', { enrollment_id: id, plan_id: 1002, plan_pricing_id: 100201 }))
        .status,
    ).toBe(409);
    const m = await memberOf(id);
    expect(m).toMatchObject({ first_name: 'Ana', last_name: 'Rivera', agent_id: 10109, group_id: 77 });
    expect(m.user_id).toBeGreaterThan(100_000);
    const plans = await ctx().db.query<Record<string, unknown>>(
      `SELECT plan_id, status, policy_id, to_char(effective_date, 'MM/DD/YYYY') AS eff FROM member_plans WHERE user_id = $1 ORDER BY plan_id`,
      [m.user_id],
    );
    const eff = (await get(ctx(), 'get-cart-effective-dates', { enrollment_id: id })).body.data.selected;
    expect(plans).toEqual([
      { plan_id: 1001, status: 'ACTIVE', policy_id: receipt!.policy_id, eff },
      { plan_id: 1003, status: 'ACTIVE', policy_id: receipt!.policy_id, eff },
    ]);
    // The rep's and the group's current-member lists are read from members by agent and group.
    const book = await ctx().db.query<{ user_id: number }>(
      'SELECT user_id FROM members WHERE agent_id = 10109 AND group_id = 77',
    );
    expect(book.map((b) => b.user_id)).toContain(m.user_id);
  });

  it('lets a later existing-member enrollment prefill from the new member', async () => {
    const { id } = await walkEnrollment(ctx());
    const m = await memberOf(id);
    // The new member's next enrollment is an existing member's: the rep's session on every call.
    const rep = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep10109'));
    const start = await post(rep, 'add-filter-for-existing-user', {
      enroll_type: 'existing-member',
      user_id: m.user_id,
      tier: 'IS',
      agent_id: 10109,
    });
    expect(start.status).toBe(200);
    const next = start.body.data.temp_enrollment_id;
    const personal = await fields(rep, 'get-form-fields-personal-info', next);
    expect([personal.first_name!.value, personal.ssn!.value]).toEqual(['Ana', '*****5678']);
    const contact = await fields(rep, 'get-form-fields-contact-info', next);
    expect(contact.email_address!.value).toBe(m.email);
    const bens = (await get(rep, 'get-beneficiaries-existing-user-enrollment', { enrollment_id: next })).body
      .data;
    expect(bens.result).toEqual([expect.objectContaining({ first_name: 'Luis', ssn: '*****6789' })]);
    const deps = (await get(rep, 'get-dependents-existing-user-enrollment', { enrollment_id: next })).body
      .data;
    expect(deps.result.dependents).toEqual([
      expect.objectContaining({
        primary_info: expect.objectContaining({ first_name: 'Luis', relationship: 'spouse' }),
      }),
    ]);
    // The card entered in the first enrollment is now the member's saved card.
    const cards = (await get(rep, 'get-existing-card-info', { enrollment_id: next })).body.data.result;
    expect(cards).toEqual([expect.objectContaining({ card_number: 'xxxxxx1111' })]);
  });

  it("updates an existing member's record and coverage instead of making a new member", async () => {
    const before = (await ctx().db.query<{ n: number }>('SELECT count(*)::int AS n FROM members'))[0]!.n;
    // An existing member's enrollment: the rep's session on every call (ADR 0013).
    const rep = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep20417'));
    const start = await post(rep, 'add-filter-for-existing-user', {
      enroll_type: 'existing-member',
      user_id: 5004,
      tier: 'IO',
      agent_id: 20417,
    });
    const id = start.body.data.temp_enrollment_id;
    await putInCart(ctx(), id, [1002]);
    const contact = await fields(rep, 'get-form-fields-contact-info', id);
    const values = Object.fromEntries(Object.entries(contact).map(([k, f]) => [k, f.value]));
    const { receipt } = await walkSteps(rep, id, {
      billing: 'eft',
      contact: { ...values, with_validation: 0 },
    });
    expect((await memberOf(id)).user_id).toBe(5004);
    expect((await ctx().db.query<{ n: number }>('SELECT count(*)::int AS n FROM members'))[0]!.n).toBe(
      before,
    );
    const plans = await ctx().db.query<{ plan_id: number; status: string; policy_id: string }>(
      'SELECT plan_id, status, policy_id FROM member_plans WHERE user_id = 5004 ORDER BY plan_id',
    );
    expect(plans).toContainEqual({ plan_id: 1002, status: 'ACTIVE', policy_id: receipt!.policy_id });
    expect(plans).toContainEqual(expect.objectContaining({ plan_id: 1011 }));
  });

  it('refuses while a required tab is missing, naming it', async () => {
    const id = await wizardEnrollment(ctx(), [1003], { tier: 'IS' });
    const r = await post(ctx(), 'complete-enrollment', { enrollment_id: id });
    expect(r.status).toBe(422);
    expect(r.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
      'primary_info',
      'contact_info',
      'benificiary_info',
      'dependent_info',
      'review_info',
      'aggrement_info',
      'payment_info',
    ]);
    expect(r.body.data[6].error_message).toBe(
      'Please complete Billing Information before finishing your enrollment.',
    );
    // A half-filled step kept by Save & Continue Later is not a saved step.
    const drafted = await wizardEnrollment(ctx(), [1001]);
    const later = await post(ctx(), 'save-enrollment', {
      enrollment_id: drafted,
      email: 'later@example.com',
      tab: 'primary_info',
      data: { first_name: 'Ana' },
    });
    expect(later.status).toBe(200);
    expect(await tempInfo(ctx(), drafted, 'primary_info')).toMatchObject({ first_name: 'Ana' });
    const draftOnly = await post(ctx(), 'complete-enrollment', { enrollment_id: drafted });
    expect(draftOnly.body.data[0].target_element).toBe('primary_info');
    const { id: almost } = await walkEnrollment(ctx(), { complete: false });
    await ctx().db.query(
      `UPDATE enrollments SET sections = sections - 'aggrement_info' WHERE enrollment_id = $1`,
      [almost],
    );
    const es = await ctx().call({
      method: 'POST',
      url: '/api/v1/complete-enrollment',
      payload: { enrollment_id: almost },
      headers: { 'accept-language': 'es' },
    });
    expect(es.body.data).toEqual([
      {
        target_element: 'aggrement_info',
        error_message: 'Complete Acuerdo y firma antes de terminar su inscripción.',
      },
    ]);
    const receipt = await get(ctx(), 'get-receipt', { enrollment_id: almost });
    expect(receipt.status).toBe(404);
    expect(receipt.body.data[0]).toEqual({
      target_element: 'enrollment_id',
      error_message: 'This enrollment is not complete yet.',
    });
  });

  it('two concurrent calls make one member, one policy and one pair of receipt mails', async () => {
    const { id } = await walkEnrollment(ctx(), {
      complete: false,
      profile: { eprocess: 'rep', open_type: 'agent' },
    });
    const [a, b] = await Promise.all([
      post(ctx(), 'complete-enrollment', { enrollment_id: id }),
      post(ctx(), 'complete-enrollment', { enrollment_id: id }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual(b.body.data);
    const m = await memberOf(id);
    const policies = await ctx().db.query<{ policy_id: string }>(
      'SELECT DISTINCT policy_id FROM member_plans WHERE enrollment_id = $1',
      [id],
    );
    expect(policies).toEqual([{ policy_id: a.body.data.policy_id }]);
    const made = await ctx().db.query('SELECT 1 FROM members WHERE email = $1', [m.email]);
    expect(made).toHaveLength(1);
    const mails = await receiptMails(ctx().db, id);
    expect(mails.map((x) => x.to_address).sort()).toEqual(
      [m.email, 'jordan.avery@benefit-store.example'].sort(),
    );
  });

  it("mails the 'Enrollment Receipt' with a PDF copy holding masked values only", async () => {
    const { id, receipt } = await walkEnrollment(ctx(), {
      profile: { eprocess: 'group', open_type: 'group' },
    });
    const mails = await receiptMails(ctx().db, id);
    expect(mails.map((x) => x.to_address)).toContain('benefits@northwind.example');
    const mail = mails[0]!;
    expect(mail.subject).toBe('Enrollment Receipt');
    expect(mail.html).toContain(`Dear Ana Rivera, Thank you`);
    expect(mail.html).toContain(receipt!.policy_id);
    expect(mail.attachments![0]).toMatchObject({
      filename: `enrollment-${receipt!.policy_id}.pdf`,
      content_type: 'application/pdf',
    });
    const pdf = mail.pdf;
    for (const text of [
      'Enrollment Receipt',
      receipt!.policy_id,
      'Ana Rivera',
      '*****5678',
      'xxxxxx1111',
      'Luis Rivera',
    ])
      expect(pdf).toContain(text);
    for (const secret of ['512345678', '523456789', '4111111111111111']) {
      expect(pdf).not.toContain(secret);
      expect(mail.html).not.toContain(secret);
    }
    expect(shortSecretIn([pdf, mail.html], '737')).toEqual([]);
    // The local /mail page offers the PDF as a download.
    const [row] = await ctx().db.query<{ id: number }>(
      `SELECT id::int AS id FROM outbox WHERE enrollment_id = $1 AND kind = 'receipt' ORDER BY id LIMIT 1`,
      [id],
    );
    const list = await ctx().app.inject({ url: '/mail' });
    expect(list.body).toContain(
      `href="/mail/${row!.id}/attachments/0">enrollment-${receipt!.policy_id}.pdf</a>`,
    );
    const file = await ctx().app.inject({ url: `/mail/${row!.id}/attachments/0` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="enrollment-${receipt!.policy_id}.pdf"`,
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await ctx().app.inject({ url: `/mail/${row!.id}/attachments/3` })).statusCode).toBe(404);
  });

  it('writes the receipt in the language of the request, with an EFT account masked', async () => {
    const { id } = await walkEnrollment(ctx(), { billing: 'eft', complete: false });
    const r = await ctx().call({
      method: 'POST',
      url: '/api/v1/complete-enrollment',
      payload: { enrollment_id: id },
      headers: { 'accept-language': 'es' },
    });
    expect(r.status).toBe(200);
    const [mail] = await receiptMails(ctx().db, id);
    expect(mail!.subject).toBe('Recibo de inscripción');
    expect(mail!.html).toContain('<html lang="es">');
    expect(mail!.pdf).toContain('Recibo de inscripción');
    // The chosen options' names in Spanish too (plan names stay as they are).
    expect(mail!.html).toContain('Guardian Term Life 20: Beneficio de $50,000');
    expect(mail!.pdf).toContain('Beneficio de $50,000');
    expect(mail!.pdf).toContain('xxxxx1012');
    expect(mail!.pdf).not.toContain('987654321012');
  });
});
