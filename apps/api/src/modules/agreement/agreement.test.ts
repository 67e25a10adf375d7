import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { api, describeEachDriver, withHeaders } from '../../../test/harness';
import { sessionHeaders } from '../../../test/sign-in';
import { fields, get, PERSON, post, SIGNATURE_PNG, tempInfo, wizardEnrollment } from '../../../test/wizard';

describeEachDriver('agreement and signature', (ctx) => {
  const texts = async (id: string, lang = 'en') =>
    (
      await ctx().call({
        url: `/api/v1/get-agreement-texts?enrollment_id=${id}`,
        headers: { 'accept-language': lang },
      })
    ).body.data;
  const allAgreed = async (id: string) =>
    (await texts(id)).result.map((t: { text_id: string; version: string }) => ({
      text_id: t.text_id,
      version: t.version,
    }));
  const applicantBody = async (id: string) => ({
    enrollment_id: id,
    eprocess: 'applicant',
    question_id: 'dob',
    answer: (await tempInfo(ctx(), id, 'filter_info')).dob,
    user_name: `${PERSON.first_name} ${PERSON.last_name}`,
    signature: SIGNATURE_PNG,
    agreed: await allAgreed(id),
  });
  const named = async (id: string) => {
    await post(ctx(), 'save-personal-info', { ...PERSON, enrollment_id: id });
    return id;
  };

  it('answers versioned texts with the spec facts, hashed, in English and Spanish', async () => {
    // Group 1929 pays only by EFT, so its people sign the EFT texts with the agreement.
    const id = await wizardEnrollment(ctx(), [], { group_id: 1929 });
    const en = await texts(id);
    expect(en.language).toBe('en');
    expect(en.result.every((t: { text_required: number }) => t.text_required === 1)).toBe(true);
    const all = en.result.map((t: { text_body: string }) => t.text_body).join(' ');
    for (const fact of [
      'up to 5 days',
      '1st to the 6th',
      '21st to the 26th',
      'three business days',
      '$30',
      'no monthly charge',
    ])
      expect(all).toContain(fact);
    const first = en.result[0];
    expect(first.hash).toBe(
      createHash('sha256').update(`${first.text_head}\n\n${first.text_body}`).digest('hex'),
    );
    const es = await texts(id, 'es');
    expect(es.language).toBe('es');
    expect(es.result[0].text_head).toBe('Autorización de transferencia electrónica de fondos (EFT)');
    expect(es.version).toBe(en.version);
    expect(es.result[0].hash).not.toBe(first.hash);
  });

  it('asks EFT terms with the agreement only of who pays by EFT alone (a card payer: on billing; a billed group: never)', async () => {
    const ids = (r: { result: { text_id: string }[] }) => r.result.map((t) => t.text_id);
    const eftOnly = ids(await texts(await wizardEnrollment(ctx(), [], { group_id: 1929 })));
    expect(eftOnly).toEqual(
      expect.arrayContaining(['eft-authorization', 'stop-payment', 'returned-payments']),
    );
    // Card or EFT: the EFT terms wait for the billing step, beside the bank account if one is chosen.
    expect(ids(await texts(await wizardEnrollment(ctx())))).toEqual(['accuracy', 'electronic-signature']);
    for (const group_id of [4100, 4200]) {
      const billed = await wizardEnrollment(ctx(), [], { agent_id: 20417, group_id, eprocess: 'group' });
      expect(ids(await texts(billed))).toEqual(['accuracy', 'electronic-signature']);
      expect(ids(await texts(billed, 'es'))).toEqual(['accuracy', 'electronic-signature']);
    }
  });

  it('defines the verification fields by who signs (rep, group, applicant, sigapplicant)', async () => {
    const applicant = await fields(ctx(), 'get-form-fields-agreement-info', await wizardEnrollment(ctx()));
    expect([
      applicant.user_name!.required,
      applicant.agent_name!.required,
      applicant.signature!.required,
    ]).toEqual([1, 0, 1]);
    expect(applicant.question!).toMatchObject({
      read_only: 1,
      value: "What is the applicant's date of birth? (MM/DD/YYYY)",
    });
    expect(applicant.date!.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const rep = await fields(
      ctx(),
      'get-form-fields-agreement-info',
      await wizardEnrollment(ctx(), [], { eprocess: 'rep', open_type: 'agent' }),
    );
    expect(rep.agent_name).toMatchObject({ required: 1, read_only: 1, value: 'Jordan Avery' });
    expect(rep.agent_code!.value).toBe('JAV10109');
    expect(rep.question_id!.value).toBe('zip');
    const group = await fields(
      ctx(),
      'get-form-fields-agreement-info',
      await wizardEnrollment(ctx(), [], { eprocess: 'group', open_type: 'group' }),
    );
    expect(group.group_name).toMatchObject({ required: 1, value: 'Northwind Traders' });
    expect(group.agent_name!.required).toBe(0);
    // The member's own enrollment: every call carries the member's session (ADR 0013).
    const member = withHeaders(ctx(), await sessionHeaders(ctx(), { user_id: 5003 }));
    const start = await post(member, 'add-filter-for-existing-user', {
      enroll_type: 'existing-member',
      user_id: 5003,
      tier: 'IO',
      eprocess: 'applicant',
    });
    const sig = await fields(member, 'get-form-fields-agreement-info', start.body.data.temp_enrollment_id);
    expect(
      Object.entries(sig)
        .filter(([, f]) => f.required)
        .map(([n]) => n),
    ).toEqual(['date', 'signature']);
  });

  it('signs with every text ticked and keeps the evidence: image, signer, texts, time, IP, user agent', async () => {
    const id = await named(await wizardEnrollment(ctx()));
    const r = await ctx().call({
      method: 'POST',
      url: api('save-agreement-info'),
      payload: await applicantBody(id),
      headers: { 'user-agent': 'JourneyBrowser/1.0' },
      remoteAddress: '203.0.113.9',
    });
    expect(r.status).toBe(200);
    const section = await tempInfo(ctx(), id, 'aggrement_info');
    expect(section).toMatchObject({
      eprocess: 'applicant',
      signer_name: 'Ana Rivera',
      texts_version: expect.any(String),
    });
    expect(JSON.stringify(section)).not.toContain('base64');
    const [ev] = await ctx().db.query<Record<string, unknown>>(
      'SELECT * FROM agreement_signatures WHERE signature_id = $1',
      [section.signature_id],
    );
    expect(ev).toMatchObject({
      enrollment_id: id,
      signer_role: 'applicant',
      signer_name: 'Ana Rivera',
      verification_passed: true,
      language: 'en',
      user_agent: 'JourneyBrowser/1.0',
      ip: '203.0.113.9',
      texts_hash: section.texts_hash,
    });
    const png = Buffer.from(ev!.signature_png as Uint8Array);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(ev!.signature_sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect((ev!.texts as { text_body: string }[])[0]!.text_body).toContain('true and complete');
    expect(ev!.record_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses unticked texts ('This field is required.'), a missing signature, a wrong answer or name", async () => {
    const id = await named(await wizardEnrollment(ctx()));
    const body = await applicantBody(id);
    const r = await post(ctx(), 'save-agreement-info', {
      ...body,
      agreed: body.agreed.slice(1),
      signature: '',
      answer: '01/01/1900',
      user_name: 'Someone Else',
    });
    expect(r.status).toBe(422);
    expect(r.body.data).toEqual([
      { target_element: 'aggrement_info.agreements.0', error_message: 'This field is required.' },
      { target_element: 'aggrement_info.signature', error_message: 'signature is required' },
      { target_element: 'answer', error_message: 'The verification answer does not match our records.' },
      {
        target_element: 'aggrement_info.user_name',
        error_message: 'Please type your full name as entered on Personal Information.',
      },
    ]);
    const stale = await post(ctx(), 'save-agreement-info', {
      ...body,
      agreed: body.agreed.map((a: { text_id: string }) => ({ ...a, version: '1999-01-01' })),
    });
    expect(stale.body.data[0]).toEqual({
      target_element: 'aggrement_info.agreements.0',
      error_message: 'The agreement text has changed. Please read it and accept it again.',
    });
    const wrongSigner = await post(ctx(), 'save-agreement-info', { ...body, eprocess: 'rep' });
    expect(wrongSigner.body.data[0].target_element).toBe('aggrement_info.eprocess');
    const notPng = await post(ctx(), 'save-agreement-info', {
      ...body,
      signature: 'data:image/png;base64,AAAA',
    });
    expect(notPng.body.data).toEqual([
      { target_element: 'aggrement_info.signature', error_message: 'The signature must be a PNG image.' },
    ]);
    const jpeg = await post(ctx(), 'save-agreement-info', {
      ...body,
      signature: 'data:image/jpeg;base64,AAAA',
    });
    expect(jpeg.status).toBe(400);
    expect(await ctx().db.query('SELECT 1 FROM agreement_signatures WHERE enrollment_id = $1', [id])).toEqual(
      [],
    );
  });

  it('answers Spanish errors, keeping the spec target names', async () => {
    const id = await named(await wizardEnrollment(ctx()));
    const r = await ctx().call({
      method: 'POST',
      url: '/api/v1/save-agreement-info',
      payload: { ...(await applicantBody(id)), agreed: [], signature: '' },
      headers: { 'accept-language': 'es' },
    });
    expect(r.body.data[0]).toEqual({
      target_element: 'aggrement_info.agreements.0',
      error_message: expect.not.stringMatching(/^This field/),
    });
    const f = await get(ctx(), 'get-form-fields-agreement-info', { enrollment_id: id });
    expect(f.status).toBe(200);
  });
});
