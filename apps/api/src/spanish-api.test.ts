import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { api, describeEachDriver, sharedDbApp } from '../test/harness';
import { sessionHeaders } from '../test/sign-in';
import { addToCart, BASE_PROFILE, dobForAge, healthAnswers, newEnrollment, saveAnswers } from '../test/shop';

const ES = { 'accept-language': 'es' };
const badFilter = { ...BASE_PROFILE, zip: '123', dob: '1988-04-18', tier: 'XX', gender: '7', agent_id: 'x' };

describeEachDriver('answers in the request language', (ctx, driver) => {
  const addFilter = (headers: Record<string, string> = {}) =>
    ctx().call({ method: 'POST', url: api('add-filter-for-new-user'), payload: badFilter, headers });

  it('field errors of a bad add-filter-for-new-user in Spanish; English without the header', async () => {
    const es = await addFilter(ES);
    expect(es.status).toBe(400);
    expect(es.headers['content-language']).toBe('es');
    expect(es.headers.vary).toContain('Accept-Language');
    expect(es.body).toEqual({
      status: 'error',
      data: [
        { target_element: 'zip', error_message: 'El código postal debe tener 5 dígitos' },
        {
          target_element: 'dob',
          error_message: 'La fecha de nacimiento debe tener el formato MM/DD/AAAA',
        },
        { target_element: 'gender', error_message: 'Seleccione su sexo' },
        { target_element: 'tier', error_message: 'Seleccione un nivel de cobertura' },
        { target_element: 'agent_id', error_message: 'Ingrese un número.' },
      ],
    });
    const en = await addFilter();
    expect(en.headers['content-language']).toBe('en');
    expect(en.body.data).toEqual([
      { target_element: 'zip', error_message: 'Zip code must be 5 digits' },
      { target_element: 'dob', error_message: 'Date of birth must be MM/DD/YYYY' },
      { target_element: 'gender', error_message: 'Please choose a gender' },
      { target_element: 'tier', error_message: 'Please choose a tier' },
      { target_element: 'agent_id', error_message: 'Please enter a number.' },
    ]);
    const missingTier = await ctx().call({
      method: 'POST',
      url: api('add-filter-for-new-user'),
      payload: { ...BASE_PROFILE, dob: dobForAge(30), tier: '' },
      headers: ES,
    });
    expect(missingTier.body.data).toEqual([
      { target_element: 'tier', error_message: 'Seleccione un nivel de cobertura' },
    ]);
    // Handler checks (a well-formed but unknown zip, a future date of birth) come back in Spanish too.
    const unknownZip = await ctx().call({
      method: 'POST',
      url: api('add-filter-for-new-user'),
      payload: { ...BASE_PROFILE, zip: '00000', dob: dobForAge(30) },
      headers: ES,
    });
    expect(unknownZip.body.data).toEqual([
      { target_element: 'zip', error_message: 'Ingrese un código postal válido de EE. UU.' },
    ]);
  });

  it('chooses the language from Accept-Language: regional variants, q-values, unsupported ones', async () => {
    const messageFor = async (header: string) =>
      (await addFilter({ 'accept-language': header })).body.data[0].error_message as string;
    const spanish = 'El código postal debe tener 5 dígitos';
    const english = 'Zip code must be 5 digits';
    expect(await messageFor('es-MX')).toBe(spanish);
    expect(await messageFor('es-419,es;q=0.9')).toBe(spanish);
    expect(await messageFor('en;q=0.4, es;q=0.8')).toBe(spanish);
    expect(await messageFor('es;q=0.3, en-US;q=0.7')).toBe(english);
    expect(await messageFor('fr-FR, de;q=0.9')).toBe(english);
    expect(await messageFor('fr-FR, es;q=0.5')).toBe(spanish);
    expect(await messageFor('es;q=0')).toBe(english);
    expect(await messageFor('*')).toBe(english);
  });

  it('pricing and eligibility messages in Spanish, with their values', async () => {
    const ny = await newEnrollment(ctx(), { zip: '10001' });
    const priced = await ctx().call({
      url: api(`get-plan-pricing-detail?pid=1012&enrollment_id=${ny}`),
      headers: ES,
    });
    expect(priced.body.data).toEqual({
      plans: [],
      errorCode: 'stateError',
      message:
        'Este plan no está disponible en su estado. Para cambiar el estado, modifique sus datos básicos arriba.',
    });
    // planAgeError lists the options' issue ages: the sentence and each item are translated.
    const old = await newEnrollment(ctx(), { age: 67, is_smoker: 0 });
    const keystone = await ctx().call({
      url: api(`get-plan-pricing-detail?pid=1018&enrollment_id=${old}`),
      headers: ES,
    });
    expect(keystone.body.data.errorCode).toBe('planAgeError');
    expect(keystone.body.data.message).toMatch(
      /^Con 67 años en la fecha de vigencia, no se puede emitir .* \(.+ hasta los 65 años, .+ hasta los 60 años, .+ hasta los 50 años\)\. Consulte nuestros otros planes/,
    );
    const noEnrollment = await ctx().call({ url: api('get-plan-pricing-detail?pid=1012'), headers: ES });
    expect(noEnrollment.body.data.message).toBe(
      'Ingrese sus datos básicos para ver los precios de este plan.',
    );
  });

  it('cart, health-question and seeded catalogue messages in Spanish', async () => {
    const id = await newEnrollment(ctx(), { is_smoker: 1 });
    const added = await ctx().call({
      method: 'POST',
      url: api('add-plan-to-cart'),
      payload: { enrollment_id: id, plan_id: 1001, plan_pricing_id: 100101 },
      headers: ES,
    });
    expect(added.body.data).toMatchObject({
      result: true,
      message: 'Se agregó BrightSmile Dental PPO a su carrito.',
    });
    const blackout = await ctx().call({
      method: 'POST',
      url: api('add-plan-to-cart'),
      payload: { enrollment_id: id, plan_id: 1024, plan_pricing_id: 102401 },
      headers: ES,
    });
    expect(blackout.body.data.message).toBe(
      'ActiveGuard Accident no acepta nuevas inscripciones mientras la aseguradora vuelve a presentar sus tarifas. Elija SafeStep Accident Protection en su lugar.',
    );
    const declined = await ctx().call({
      method: 'POST',
      url: api('save-question-answers'),
      payload: { enrollment_id: id, plan_id: 1005, answers: healthAnswers(1005, { knockOut: true }) },
      headers: ES,
    });
    expect(declined.body.data).toEqual({
      errorCode: 'decline',
      error_message:
        'Según sus respuestas, no podemos ofrecerle CarePath Critical Illness. LifeLine Cancer & Heart no tiene preguntas de salud y es posible que esté disponible para usted.',
    });
    const unanswered = await ctx().call({
      method: 'POST',
      url: api('save-question-answers'),
      payload: { enrollment_id: id, plan_id: 1012, answers: healthAnswers(1012, { skip: 2 }) },
      headers: ES,
    });
    expect(unanswered.body.data[0]).toEqual({
      target_element: 'answers',
      error_message: 'Responda todas las preguntas',
    });
    // English without the header: the same call answers as before.
    expect(
      (await saveAnswers(ctx(), id, 1012, healthAnswers(1012, { skip: 2 }))).body.data[0].error_message,
    ).toBe('Please answer all questions');
    const notInCart = await ctx().call({
      url: api(`remove-plan-from-cart?enrollment_id=${id}&plan_id=1008&plan_pricing_id=100801`),
      headers: ES,
    });
    expect(notInCart.body.data).toEqual([
      { target_element: 'plan_id', error_message: 'Este plan no está en su carrito.' },
    ]);
  });

  it('continue-enrollment errors, 401, 404 and router errors in Spanish', async () => {
    const unknown = await ctx().call({
      method: 'POST',
      url: api('continue-enrollment'),
      payload: { code: 'NOPE-0000', email: `nobody-${randomBytes(4).toString('hex')}@example.com` },
      headers: ES,
    });
    expect(unknown.body.data).toEqual([
      {
        target_element: 'code',
        error_message: 'Este código no es válido. Revise el código que recibió por correo electrónico.',
      },
    ]);
    const missing = await ctx().call({
      method: 'POST',
      url: api('continue-enrollment'),
      payload: {},
      headers: ES,
    });
    expect(missing.body.data).toEqual([
      { target_element: 'code', error_message: 'Ingrese su código' },
      { target_element: 'email', error_message: 'Ingrese su correo electrónico' },
    ]);
    const noAuth = await ctx().app.inject({ url: api('get-default-info'), headers: ES });
    expect(noAuth.statusCode).toBe(401);
    expect(noAuth.json().data[0].error_message).toBe(
      'Falta el encabezado de autorización del cliente o no es válido.',
    );
    const noRoute = await ctx().call({ url: api('nope?x=1'), headers: ES });
    expect(noRoute.status).toBe(404);
    expect(noRoute.body.data[0].error_message).toBe('No existe ninguna ruta para GET /api/v1/nope');
    const badJson = await ctx().call({
      method: 'POST',
      url: api('continue-enrollment'),
      payload: '{bad',
      headers: { ...ES, 'content-type': 'application/json' },
    });
    expect(badJson.body.data[0].error_message).toBe('El cuerpo de la solicitud no es un JSON válido.');
    const badAddress = await ctx().call({ url: api(`get-plan-detail/${'9'.repeat(200)}`), headers: ES });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body.data[0].error_message).toBe('Un valor de la dirección es demasiado largo.');
  });

  it('an unexpected failure answers the 500 envelope in Spanish', async () => {
    const other = await sharedDbApp(driver, {});
    try {
      other.app.get('/api/boom', async () => {
        throw new Error('the database went away');
      });
      const r = await other.call({ url: '/api/boom', headers: ES });
      expect(r.status).toBe(500);
      expect(r.body).toEqual({
        status: 'error',
        data: [{ target_element: 'request', error_message: 'Algo salió mal. Inténtelo de nuevo.' }],
      });
    } finally {
      await other.app.close();
    }
  });

  it('the quote preview and the quote e-mail in the language of the request', async () => {
    const id = await newEnrollment(ctx(), { eprocess: 'rep', open_type: 'agent' });
    await addToCart(ctx(), id, 1001, 100101);
    await addToCart(ctx(), id, 1008, 100801);
    const query = new URLSearchParams({
      enrollment_id: id,
      tab: 'cart_info',
      type: 'preview',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
    });
    const preview = await ctx().call({
      url: api(`get-quote-preview-content?${query}`),
      headers: { ...ES, ...(await sessionHeaders(ctx(), 'rep10109')) },
    });
    const html: string = preview.body.data.content;
    expect(html).toContain('Estimado(a) Ana Ruiz:');
    expect(html).toContain('$34.99 / mes');
    expect(html).toContain('$25.00 pago único');
    expect(html).toMatch(/Costo del primer mes<\/td><td[^>]*>\$59\.99</);
    expect(html).not.toMatch(/First month|Dear |>Product<|Questions\?/);

    const email = `ana-${randomBytes(4).toString('hex')}@example.com`;
    const sent = await ctx().call({
      method: 'POST',
      url: api('save-enrollment'),
      payload: { enrollment_id: id, email, name: 'Ana Ruiz', tab: 'cart_info', message: 'Hola Ana' },
      headers: { 'accept-language': 'es-US,es;q=0.9,en;q=0.8', ...(await sessionHeaders(ctx(), 'rep10109')) },
    });
    expect(sent.body).toEqual({
      status: 'success',
      data: { message: `La cotización se envió correctamente a ${email}`, email },
    });
    const [row] = await ctx().db.query<{ id: number; subject: string; html: string; text: string }>(
      'SELECT id::int AS id, subject, html, text FROM outbox WHERE to_address = $1',
      [email],
    );
    expect(row!.subject).toBe('Su cotización personalizada de beneficios de Summit Benefit Advisors');
    expect(row!.html).toContain('<html lang="es">');
    expect(row!.text).toContain('Estimado(a) Ana Ruiz:');
    expect(row!.text).toContain('Sus planes entrarán en vigor el ');
    expect(row!.text).toContain('¿Tiene preguntas? Llame al');
    const page = await ctx().app.inject({ url: '/mail' });
    expect(page.body).toContain('Su cotización personalizada de beneficios de Summit Benefit Advisors');
    const mail = await ctx().app.inject({ url: `/mail/${row!.id}` });
    expect(mail.body).toContain(
      '<h1 style="margin:0;font-size:22px;color:#1b5e3b;">Su cotización personalizada de beneficios</h1>',
    );
    expect(mail.body).toContain('Le enviamos la cotización que Summit Benefit Advisors preparó para usted.');
    expect(mail.body).toContain('Hola Ana');

    // The same quote asked for in English is another mail, in English.
    const englishEmail = `ann-${randomBytes(4).toString('hex')}@example.com`;
    const english = await ctx().call({
      method: 'POST',
      url: api('save-enrollment'),
      payload: { enrollment_id: id, email: englishEmail, name: 'Ann Roe', tab: 'cart_info' },
      headers: await sessionHeaders(ctx(), 'rep10109'),
    });
    expect(english.body.data.message).toBe(`Quote Successfully Sent to ${englishEmail}`);
    const [en] = await ctx().db.query<{ subject: string; html: string }>(
      'SELECT subject, html FROM outbox WHERE to_address = $1',
      [englishEmail],
    );
    expect(en!.subject).toBe('Your personalized benefit quote from Summit Benefit Advisors');
    expect(en!.html).toContain('<html lang="en">');
    expect(en!.html).toContain('Dear Ann Roe,');
  });
});
