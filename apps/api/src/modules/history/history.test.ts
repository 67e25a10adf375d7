import { expect, it } from 'vitest';
import { shortSecretIn } from '../../../test/short-secrets';
import type { History } from '@bs/contract';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { sessionHeaders, type Who } from '../../../test/sign-in';
import { CONTACT, PERSON, fields, post, walkEnrollment } from '../../../test/wizard';

/** An enrollment walked to billing, then edited from review (address, SSN) and completed. */
async function editedFromReview(ctx: TestCtx) {
  const { id } = await walkEnrollment(ctx, { complete: false });
  const contact = { ...CONTACT, address1: '200 Peachtree Street', state: 'GA', zip: '30301' };
  const email = `hist.${id.slice(0, 8).toLowerCase()}@example.com`;
  const moved = await post(ctx, 'save-contact-info', { ...contact, email_address: email, enrollment_id: id });
  expect(moved.status).toBe(200);
  // The personal step as the wizard sends it again: its saved answers, a new SSN.
  const pf = await fields(ctx, 'get-form-fields-personal-info', id);
  const asked = Object.fromEntries(
    ['prior_coverage_flag', 'weight', 'height_feet', 'height_inch']
      .filter((f) => pf[f]?.required)
      .map((f) => [f, pf[f]!.value]),
  );
  const personal = await post(ctx, 'save-personal-info', {
    ...PERSON,
    ...asked,
    ssn: '534829617',
    enrollment_id: id,
  });
  expect(personal.status, JSON.stringify(personal.body)).toBe(200);
  // The rep whose book holds it corrects the phone number, signed in.
  const rep = await sessionHeaders(ctx, 'rep10109');
  const phone = { ...contact, email_address: email, phone_number: '4045550199', enrollment_id: id };
  expect((await post(ctx, 'save-contact-info', phone, rep)).status).toBe(200);
  const done = await post(ctx, 'complete-enrollment', { enrollment_id: id });
  expect(done.status).toBe(200);
  const [m] = await ctx.db.query<{ user_id: number }>(
    'SELECT member_user_id AS user_id FROM enrollments WHERE enrollment_id = $1',
    [id],
  );
  return { id, userId: m!.user_id };
}

describeEachDriver('history (get-enrollment-history, get-member-history)', (ctx) => {
  let walked: Promise<{ id: string; userId: number }> | undefined;
  const enrollment = () => (walked ??= editedFromReview(ctx()));
  const ask = async (call: string, q: Record<string, string | number>, who?: Who) =>
    ctx().call({
      url: api(
        `${call}?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`,
      ),
      headers: who ? await sessionHeaders(ctx(), who) : {},
    });

  it('shows a change of address made from review with its before and after, by the applicant', async () => {
    const { id } = await enrollment();
    const r = await ask('get-enrollment-history', { enrollment_id: id }, 'rep10109');
    expect(r.status).toBe(200);
    const h = r.body.data as History;
    const address = h.rows.filter((x) => x.step === 'contact_info' && x.field === 'address1');
    // The first save sets it, the edit changes it; newest first.
    expect(address[0]).toMatchObject({
      before: '55 PEACHTREE ST STE 300',
      after: '200 PEACHTREE ST',
      masked: false,
    });
    expect(address[0]!.person).toEqual({ key: 'applicant', name: '', role: 'applicant', verified: false });
    expect(address[1]).toMatchObject({ before: null, after: '55 PEACHTREE ST STE 300' });
    // The edit's other fields share its save (one save is one row on the screens).
    const edit = h.rows.filter((x) => x.save_id === address[0]!.save_id).map((x) => x.field);
    expect(edit).toEqual(expect.arrayContaining(['address1', 'email_address']));
    expect(edit).not.toContain('phone_number');
    // The signature's evidence bookkeeping is no row of its own.
    expect(h.rows.some((x) => /texts_(hash|version)/.test(x.field ?? ''))).toBe(false);
    expect(h.rows.some((x) => x.step === 'aggrement_info' && x.field === 'signer_name')).toBe(true);
    expect(h.steps).toEqual(expect.arrayContaining(['contact_info', 'primary_info', 'payment_info']));
  });

  it('reports an SSN change only as changed, with no digits of either number anywhere', async () => {
    const { id, userId } = await enrollment();
    for (const [call, q] of [
      ['get-enrollment-history', { enrollment_id: id }],
      ['get-member-history', { user_id: userId }],
    ] as const) {
      const r = await ask(call, q, 'platformAdmin');
      expect(r.status).toBe(200);
      const ssn = (r.body.data as History).rows.filter((x) => x.step === 'primary_info' && x.field === 'ssn');
      expect(ssn).toHaveLength(2); // set, then changed
      for (const row of ssn) expect(row).toMatchObject({ masked: true, before: null, after: null });
      for (const secret of ['512345678', '534829617', '5678', '9617', '4111111111111111', '1111'])
        expect(JSON.stringify(r.body)).not.toContain(secret);
      expect(shortSecretIn(r.body, '737')).toEqual([]);
      // The card and beneficiary SSN are masked too; the card was saved once.
      const card = (r.body.data as History).rows.find((x) => x.field === 'card_number');
      expect(card).toMatchObject({ masked: true, before: null, after: null });
    }
  });

  it("answers a member's history to their rep, their group's administrator and the platform administrator", async () => {
    const { userId } = await enrollment();
    for (const who of ['rep10109', 'group77', 'platformAdmin'] as const) {
      const r = await ask('get-member-history', { user_id: userId }, who);
      expect(r.status, who).toBe(200);
      expect((r.body.data as History).rows.some((x) => x.field === 'address1')).toBe(true);
    }
  });

  it('refuses anonymous callers, another rep, a member and unknown ids alike', async () => {
    const { id, userId } = await enrollment();
    expect((await ask('get-enrollment-history', { enrollment_id: id })).status).toBe(401);
    expect((await ask('get-member-history', { user_id: userId })).status).toBe(401);
    for (const who of ['rep20417', 'member5001'] as const) {
      expect((await ask('get-enrollment-history', { enrollment_id: id }, who)).status, who).toBe(403);
      expect((await ask('get-member-history', { user_id: userId }, who)).status, who).toBe(403);
    }
    const unknown = await ask('get-enrollment-history', { enrollment_id: 'x'.repeat(22) }, 'rep10109');
    expect(unknown.status).toBe(403);
    const refused = await ask('get-member-history', { user_id: userId }, 'rep20417');
    expect(JSON.stringify(refused.body)).not.toContain('PEACHTREE');
  });

  it('filters by step and by person, and lists the choices of the whole history', async () => {
    const { id } = await enrollment();
    const step = await ask('get-enrollment-history', { enrollment_id: id, step: 'contact_info' }, 'rep10109');
    const rows = (step.body.data as History).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((x) => x.step === 'contact_info')).toBe(true);
    expect((step.body.data as History).steps).toContain('primary_info');
    const applicant = await ask(
      'get-enrollment-history',
      { enrollment_id: id, person: 'applicant' },
      'rep10109',
    );
    const byApplicant = (applicant.body.data as History).rows;
    expect(byApplicant.some((x) => x.field === 'address1')).toBe(true);
    expect(byApplicant.every((x) => x.person.key === 'applicant')).toBe(true);
    const rep = (applicant.body.data as History).people.find((p) => p.role === 'rep')!;
    const byRep = await ask('get-enrollment-history', { enrollment_id: id, person: rep.key }, 'rep10109');
    expect((byRep.body.data as History).rows.map((x) => x.field)).toEqual(['phone_number']);
    const nobody = await ask(
      'get-enrollment-history',
      { enrollment_id: id, person: 'account:999999' },
      'rep10109',
    );
    expect((nobody.body.data as History).rows).toEqual([]);
  });

  it('records the signed-in rep by name and role, and refuses a malformed filter in Spanish', async () => {
    const { id, userId } = await enrollment();
    const r = await ask('get-enrollment-history', { enrollment_id: id, step: 'contact_info' }, 'group77');
    const phone = (r.body.data as History).rows.find((x) => x.field === 'phone_number');
    expect(phone).toMatchObject({ before: '4045550123', after: '4045550199' });
    expect(phone!.person).toMatchObject({ name: 'Jordan Avery', role: 'rep', verified: true });
    expect(phone!.person.key).toMatch(/^account:\d+$/);
    const bad = await ctx().call({
      url: api(`get-member-history?user_id=${userId}&person=someone`),
      headers: { ...(await sessionHeaders(ctx(), 'rep10109')), 'accept-language': 'es' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual([
      { target_element: 'person', error_message: 'Elija una persona de la lista.' },
    ]);
  });
});
