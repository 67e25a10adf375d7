import { expect, it } from 'vitest';
import { api, describeEachDriver, withHeaders } from '../../../test/harness';
import {
  auditOf,
  CONTACT,
  fields,
  get,
  post,
  rawSections,
  tempInfo,
  wizardEnrollment,
} from '../../../test/wizard';
import { sessionHeaders } from '../../../test/sign-in';

describeEachDriver('contact information and the e-mail/phone checks', (ctx) => {
  it('lists the states and DC by name', async () => {
    const r = await ctx().call({ url: api('get-states') });
    expect(r.body.data.result).toHaveLength(51);
    expect(r.body.data.result[0]).toEqual({ abbrev: 'AL', name: 'Alabama' });
  });

  it("defines the fields with the quote's state and zip read-only and the city prefilled", async () => {
    const f = await fields(ctx(), 'get-form-fields-contact-info', await wizardEnrollment(ctx()));
    expect(f.state).toMatchObject({ value: 'GA', read_only: 1, required: 1 });
    expect(f.zip).toMatchObject({ value: '30301', read_only: 1 });
    expect(f.city).toMatchObject({ value: 'Atlanta', read_only: 0 });
    // An applicant enrolls themself: their own address, in their words (issue 32).
    expect(f.email_address.message).toBe(
      'Use your own e-mail address: your receipt and enrollment code are sent there.',
    );
    expect(f.with_validation.value).toBe(0);
    const rep = await fields(
      ctx(),
      'get-form-fields-contact-info',
      await wizardEnrollment(ctx(), [], { eprocess: 'rep' }),
    );
    expect(rep.email_address.message).toBe("This must be the client's e-mail address.");
  });

  it('standardises a USPS-checked address and keeps the quote state and zip', async () => {
    const id = await wizardEnrollment(ctx());
    const r = await post(ctx(), 'save-contact-info', {
      ...CONTACT,
      enrollment_id: id,
      address2: 'Apartment 4b',
      state: 'NY',
      zip: '10001',
    });
    expect(r.body.data).toEqual({
      status: true,
      message: 'Contact information saved.',
      address: {
        address1: '55 PEACHTREE ST STE 300',
        address2: 'APT 4B',
        city: 'ATLANTA',
        state: 'GA',
        zip: '30301',
      },
    });
    expect(await tempInfo(ctx(), id, 'contact_info')).toMatchObject({ zip: '30301', with_validation: 1 });
    expect((await auditOf(ctx(), id)).map((a) => a.section)).toEqual(['contact_info']);
    const unchecked = await post(ctx(), 'save-contact-info', {
      ...CONTACT,
      enrollment_id: id,
      with_validation: 0,
      city: 'Decatur',
    });
    expect(unchecked.body.data.address).toMatchObject({
      address1: '55 Peachtree Street Suite 300',
      city: 'Decatur',
    });
  });

  it('names bad values contact_info.<field>: format, a city not of the zip, an unreal phone, a disposable e-mail', async () => {
    const id = await wizardEnrollment(ctx());
    const format = await post(ctx(), 'save-contact-info', {
      ...CONTACT,
      enrollment_id: id,
      phone_number: '404555',
      email_address: 'x@',
    });
    expect(format.status).toBe(400);
    expect(format.body.data).toEqual([
      { target_element: 'contact_info.email_address', error_message: 'Please enter a valid e-mail' },
      { target_element: 'contact_info.phone_number', error_message: 'Phone number must be 10 digits.' },
    ]);
    const rules = await post(ctx(), 'save-contact-info', {
      ...CONTACT,
      enrollment_id: id,
      city: 'Savannah',
      phone_number: '1115550123',
      email_address: 'ana@mailinator.com',
    });
    expect(rules.status).toBe(422);
    expect(rules.body.data).toEqual([
      {
        target_element: 'contact_info.email_address',
        error_message: 'Disposable e-mail addresses cannot be used. Please enter a permanent e-mail address.',
      },
      { target_element: 'contact_info.phone_number', error_message: 'Please enter a valid US phone number.' },
      {
        target_element: 'contact_info.city',
        error_message: 'The city does not match zip code 30301 (Atlanta, GA).',
      },
    ]);
    expect(await rawSections(ctx(), id)).toEqual({});
  });

  it('validate-phone-numverify: NANP rules, errors on phone', async () => {
    const ok = await get(ctx(), 'validate-phone-numverify', { phone: '(212) 555-0123' });
    expect(ok.body.data.result).toMatchObject({
      number: '+12125550123',
      national_format: '(212) 555-0123',
      country: 'US',
    });
    expect(
      (await get(ctx(), 'validate-phone-numverify', { phone: '1-613-555-0123' })).body.data.result.country,
    ).toBe('CA');
    for (const [phone, message] of [
      ['2121234567', 'Please enter a valid US phone number.'],
      ['9115551234', 'Please enter a valid US phone number.'],
      ['55501', 'Phone number must be 10 digits.'],
    ]) {
      const r = await get(ctx(), 'validate-phone-numverify', { phone });
      expect(r.status).toBe(422);
      expect(r.body.data).toEqual([{ target_element: 'phone', error_message: message }]);
    }
    const missing = await ctx().call({ url: api('validate-phone-numverify') });
    expect(missing.body.data).toEqual([
      { target_element: 'phone', error_message: 'This field is required.' },
    ]);
  });

  it("validate-email-neverbounce and validate-member-email: typos, disposable domains, another member's address", async () => {
    const typo = await post(ctx(), 'validate-email-neverbounce', { email: 'ana@gmial.com' });
    expect(typo.body.data).toEqual([
      { target_element: 'email', error_message: 'Did you mean ana@gmail.com?' },
    ]);
    const ok = await post(ctx(), 'validate-email-neverbounce', { email: ' Ana@Example.COM ' });
    expect(ok.body.data.result).toEqual({ email: 'Ana@example.com', mx: 'skipped' });
    const bad = await post(ctx(), 'validate-member-email', {});
    expect(bad.body.data).toEqual([{ target_element: 'email', error_message: 'Please enter your e-mail' }]);
    const id = await wizardEnrollment(ctx());
    const taken = await post(ctx(), 'validate-member-email', {
      email: 'MARIA.LOPEZ@example.com',
      enrollment_id: id,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.data[0].error_message).toBe(
      "This e-mail belongs to another member. Please enter the client's own e-mail address.",
    );
    // Maria's own enrollment, started by her rep, who makes every call on it (ADR 0013).
    const rep = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep10109'));
    const own = await post(rep, 'add-filter-for-existing-user', {
      enroll_type: 'existing-member',
      user_id: 5001,
      tier: 'IO',
    });
    const mine = await post(rep, 'validate-member-email', {
      email: 'maria.lopez@example.com',
      enrollment_id: own.body.data.temp_enrollment_id,
    });
    expect(mine.status).toBe(200);
  });
});
