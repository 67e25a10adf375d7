import { expect, it } from 'vitest';
import { shortSecretIn } from '../../../test/short-secrets';
import { describeEachDriver, withHeaders } from '../../../test/harness';
import { sessionHeaders } from '../../../test/sign-in';
import { BANK, CARD, fields, get, post, rawSections, tempInfo, wizardEnrollment } from '../../../test/wizard';

describeEachDriver('billing information', (ctx) => {
  const save = (id: string, body: Record<string, unknown>) =>
    post(ctx(), 'save-billing-info', { ...body, enrollment_id: id });
  const methodOf = async (profile: Record<string, unknown>) =>
    (await get(ctx(), 'get-payment-method', { enrollment_id: await wizardEnrollment(ctx(), [], profile) }))
      .body.data.result;

  it('decides the payment method by group, else agent (each of cc, eft, list, stmt reachable)', async () => {
    expect(await methodOf({})).toBe('cc');
    expect(await methodOf({ group_id: 1929 })).toBe('eft');
    expect(await methodOf({ agent_id: 20417, group_id: 3050 })).toBe('eft');
    expect(await methodOf({ agent_id: 20417, group_id: 4100, eprocess: 'group' })).toBe('stmt');
    expect(await methodOf({ agent_id: 20417, group_id: 4200, eprocess: 'group' })).toBe('list');
  });

  it('names the group that pays a list or statement bill, and nobody for a card or account', async () => {
    const answer = async (profile: Record<string, unknown>) =>
      (await get(ctx(), 'get-payment-method', { enrollment_id: await wizardEnrollment(ctx(), [], profile) }))
        .body.data;
    expect(await answer({ agent_id: 20417, group_id: 4100, eprocess: 'group' })).toEqual({
      result: 'stmt',
      billed_to: 'Lakeside Manufacturing',
    });
    expect(await answer({ agent_id: 20417, group_id: 4200, eprocess: 'group' })).toEqual({
      result: 'list',
      billed_to: 'Summit Hospitality Group',
    });
    expect(await answer({})).toEqual({
      result: 'cc',
      eft_terms: expect.objectContaining({ version: expect.any(String) }),
    });
  });

  it('shows card and bank fields for cc, bank fields for eft, none for list', async () => {
    const cc = await fields(ctx(), 'get-form-fields-billing-info', await wizardEnrollment(ctx()));
    expect([cc.card_number!.required, cc.routing_number!.required, cc.bank_name!.read_only]).toEqual([
      1, 1, 1,
    ]);
    expect([cc.account_type!.value, cc.account_holder_type!.value]).toEqual(['checking', 'individual']);
    const eft = await fields(
      ctx(),
      'get-form-fields-billing-info',
      await wizardEnrollment(ctx(), [], { group_id: 1929 }),
    );
    expect([eft.card_number!.required, eft.account_number!.required]).toEqual([0, 1]);
    const list = await fields(
      ctx(),
      'get-form-fields-billing-info',
      await wizardEnrollment(ctx(), [], { agent_id: 20417, group_id: 4200, eprocess: 'group' }),
    );
    expect(Object.values(list).every((f) => f.required === 0)).toBe(true);
  });

  it('validates routing numbers: checksum, then the directory', async () => {
    const v = (routing_number: unknown) => post(ctx(), 'validate-routing-number', { routing_number });
    expect((await v('021000021')).body.data.result.bank_name).toBe('JPMORGAN CHASE BANK, NA');
    const bad = await v('021000022');
    expect(bad.status).toBe(400);
    // Nine digits with a bad checksum are a typo, said as such; a wrong length asks for nine digits.
    expect(bad.body.data).toEqual([
      { target_element: 'routing_number', error_message: 'This routing number is not valid.' },
    ]);
    expect((await v('02100002')).body.data).toEqual([
      { target_element: 'routing_number', error_message: 'Please enter a valid 9-digit routing number.' },
    ]);
    // 011000028 passes the checksum but is not in the directory.
    const unknown = await v('011000028');
    expect(unknown.status).toBe(422);
    expect(unknown.body.data[0]).toEqual({
      target_element: 'routing_number',
      error_message: 'We could not find a bank with this routing number.',
    });
    expect((await v(21000021)).status).toBe(400);
  });

  it('saves a new card sealed, keeps only the masked summary and never the security code', async () => {
    const id = await wizardEnrollment(ctx());
    const r = await save(id, CARD);
    expect(r.status).toBe(200);
    const summary = await tempInfo(ctx(), id, 'payment_info');
    expect(summary).toMatchObject({
      payment_method: 'cc',
      card_number: 'xxxxxx1111',
      brand: 'visa',
      name_on_cc: 'Ana Rivera',
      expiration_month: '09',
    });
    const rows = [
      await rawSections(ctx(), id),
      await ctx().db.query('SELECT * FROM payment_instruments WHERE enrollment_id = $1', [id]),
      await ctx().db.query('SELECT * FROM enrollment_audit WHERE enrollment_id = $1', [id]),
    ];
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
    expect(shortSecretIn(rows, '737')).toEqual([]);
    const cards = (await get(ctx(), 'get-existing-card-info', { enrollment_id: id })).body.data.result;
    expect(cards).toEqual([expect.objectContaining({ card_number: 'xxxxxx1111', name_on_cc: 'Ana Rivera' })]);
    // A second save replaces the enrollment's card (a corrected typo leaves no old number).
    await save(id, { ...CARD, card_number: '5555555555554444', security_code: '123' });
    expect((await get(ctx(), 'get-existing-card-info', { enrollment_id: id })).body.data.result).toHaveLength(
      1,
    );
  });

  it.each([
    [{ card_number: '4111111111111112' }, 'payment_info.card_number', 'Please enter a valid card number.'],
    [{ expiration_year: '2001' }, 'payment_info.expiration_year', 'Please choose an expiration year.'],
    [
      { security_code: '12' },
      'payment_info.security_code',
      'Please enter the security code shown on the card.',
    ],
    [{ zip: '123' }, 'payment_info.zip', 'Zip code must be 5 digits.'],
  ])('refuses the card %j on its field', async (patch, target, message) => {
    const r = await save(await wizardEnrollment(ctx()), { ...CARD, ...patch });
    expect(r.status).toBe(400);
    expect(r.body.data).toContainEqual({ target_element: target, error_message: message });
  });

  it('refuses an expired card', async () => {
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const r = await save(await wizardEnrollment(ctx()), {
      ...CARD,
      expiration_month: String(last.getUTCMonth() + 1).padStart(2, '0'),
      expiration_year: String(last.getUTCFullYear()),
    });
    expect(r.status).toBe(400);
    // In January last month is in last year, which the year list no longer offers.
    expect(r.body.data[0].target_element).toMatch(/^payment_info\.expiration_(month|year)$/);
  });

  it('saves a bank account with the bank name from the directory; unknown routing names routing_number', async () => {
    const id = await wizardEnrollment(ctx());
    expect((await save(id, { ...BANK, bank_name: 'Made Up Bank' })).status).toBe(200);
    expect(await tempInfo(ctx(), id, 'payment_info')).toMatchObject({
      payment_method: 'eft',
      account_number: 'xxxxx1012',
      bank_name: 'JPMORGAN CHASE BANK, NA',
      routing_number: '021000021',
      account_type: 'checking',
    });
    const unknown = await save(id, { ...BANK, routing_number: '011000028' });
    expect(unknown.body.data).toEqual([
      {
        target_element: 'payment_info.routing_number',
        error_message: 'We could not find a bank with this routing number.',
      },
    ]);
    const checksum = await save(id, { ...BANK, routing_number: '123456789' });
    expect(checksum.body.data[0].target_element).toBe('payment_info.routing_number');
  });

  it('asks a card payer who chooses a bank account to agree to the EFT terms there, in either language', async () => {
    const id = await wizardEnrollment(ctx());
    const method = (await get(ctx(), 'get-payment-method', { enrollment_id: id })).body.data;
    expect(method.result).toBe('cc');
    expect(method.eft_terms.texts.map((t: { text_id: string }) => t.text_id)).toEqual([
      'eft-authorization',
      'stop-payment',
      'returned-payments',
    ]);
    expect(method.eft_terms.texts.map((t: { text_body: string }) => t.text_body).join(' ')).toContain('$30');
    const { eft_terms_hash: _agreed, ...unagreed } = BANK;
    for (const body of [unagreed, { ...BANK, eft_terms_hash: 'a'.repeat(64) }])
      expect((await save(id, body)).body.data).toEqual([
        {
          target_element: 'payment_info.eft_terms_hash',
          error_message: 'Please agree to the EFT terms to pay from a bank account.',
        },
      ]);
    // Nothing was kept by the refused saves.
    expect(await tempInfo(ctx(), id, 'payment_info')).toBeNull();
    const es = (
      await ctx().call({
        url: `/api/v1/get-payment-method?enrollment_id=${id}`,
        headers: { 'accept-language': 'es' },
      })
    ).body.data.eft_terms;
    expect(es.texts[0].text_head).toBe('Autorización de transferencia electrónica de fondos (EFT)');
    expect((await save(id, { ...BANK, eft_terms_hash: es.texts_hash })).status).toBe(200);
    expect(await tempInfo(ctx(), id, 'payment_info')).toMatchObject({
      payment_method: 'eft',
      eft_terms: { version: method.eft_terms.version, texts_hash: es.texts_hash, language: 'es' },
    });
    // A card needs no EFT terms; a person paying only by EFT signed them with the agreement.
    expect((await save(id, CARD)).status).toBe(200);
    const eftOnly = await wizardEnrollment(ctx(), [], { group_id: 1929 });
    expect(
      (await get(ctx(), 'get-payment-method', { enrollment_id: eftOnly })).body.data.eft_terms,
    ).toBeUndefined();
    expect((await save(eftOnly, unagreed)).status).toBe(200);
  });

  it('takes list and statement billing only where the group bills that way', async () => {
    const stmt = await wizardEnrollment(ctx(), [], { agent_id: 20417, group_id: 4100, eprocess: 'group' });
    expect((await save(stmt, CARD)).body.data).toEqual([
      {
        target_element: 'payment_info.payment_method',
        error_message: 'This payment type is not offered for this enrollment.',
      },
    ]);
    expect((await save(stmt, { payment_method: 'stmt' })).status).toBe(200);
    const list = await wizardEnrollment(ctx(), [], { agent_id: 20417, group_id: 4200, eprocess: 'group' });
    expect((await save(list, { payment_method: 'list' })).status).toBe(200);
    expect(await tempInfo(ctx(), list, 'payment_info')).toEqual({ payment_method: 'list' });
    expect((await save(await wizardEnrollment(ctx()), { payment_method: 'stmt' })).status).toBe(422);
    expect((await save(await wizardEnrollment(ctx(), [], { group_id: 1929 }), CARD)).status).toBe(422);
  });

  it("offers an existing member's saved cards and accounts, masked, and saves by id", async () => {
    // An existing member's enrollment: the rep's session on every call (ADR 0013).
    const rep = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep10109'));
    const start = await post(rep, 'add-filter-for-existing-user', {
      enroll_type: 'existing-member',
      user_id: 5001,
      tier: 'IO',
      agent_id: 10109,
    });
    const id = start.body.data.temp_enrollment_id;
    const cards = (await get(rep, 'get-existing-card-info', { enrollment_id: id })).body.data.result;
    expect(cards).toEqual([
      expect.objectContaining({ name_on_cc: 'Maria Lopez', card_number: 'xxxxxx1111', brand: 'visa' }),
    ]);
    const banks = (await get(rep, 'get-existing-bank-info', { enrollment_id: id })).body.data.result;
    expect(banks).toEqual([
      expect.objectContaining({ account_number: 'xxxxx6789', bank_name: 'JPMORGAN CHASE BANK, NA' }),
    ]);
    const chosen = {
      enrollment_id: id,
      payment_method: 'eft',
      bank_id: banks[0].bank_id,
      account_type: 'savings',
    };
    // A saved account is a bank account too: a card payer agrees to the EFT terms beside it.
    expect((await post(rep, 'save-billing-info-existing', chosen)).body.data[0].target_element).toBe(
      'payment_info.eft_terms_hash',
    );
    const r = await post(rep, 'save-billing-info-existing', {
      ...chosen,
      eft_terms_hash: BANK.eft_terms_hash,
    });
    expect(r.status).toBe(200);
    expect(await tempInfo(rep, id, 'payment_info')).toMatchObject({
      payment_method: 'eft',
      account_number: 'xxxxx6789',
      account_type: 'savings',
      account_holder_type: 'individual',
    });
    // Another member's card is not offered and cannot be chosen.
    const other = await ctx().db.query<{ id: number }>(
      `SELECT instrument_id AS id FROM payment_instruments WHERE user_id = 5002 AND kind = 'card'`,
    );
    const stolen = await post(rep, 'save-billing-info-existing', {
      enrollment_id: id,
      payment_method: 'cc',
      card_id: other[0]!.id,
    });
    expect(stolen.body.data).toEqual([
      { target_element: 'payment_info.card_id', error_message: 'Please choose one of your saved cards.' },
    ]);
    const newUser = await wizardEnrollment(ctx());
    expect((await get(ctx(), 'get-existing-card-info', { enrollment_id: newUser })).body.data.result).toEqual(
      [],
    );
  });

  it('answers Spanish errors for a Spanish request', async () => {
    const r = await ctx().call({
      method: 'POST',
      url: '/api/v1/save-billing-info',
      payload: { ...CARD, card_number: '4111111111111112', enrollment_id: await wizardEnrollment(ctx()) },
      headers: { 'accept-language': 'es' },
    });
    expect(r.body.data[0].error_message).toBe('Ingrese un número de tarjeta válido.');
  });
});
