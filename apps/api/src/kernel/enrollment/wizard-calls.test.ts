import { expect, it } from 'vitest';
import { describeEachDriver } from '../../../test/harness';
import { get, post, tempInfo, wizardEnrollment } from '../../../test/wizard';

/** The wizard calls that read one enrollment: each answers an unknown, malformed or missing id beside enrollment_id. */
const READS = [
  'get-form-fields-personal-info',
  'get-form-fields-contact-info',
  'get-form-fields-employer-info',
  'get-form-fields-beneficiary-info',
  'get-form-fields-dependent-primary-info',
  'get-vacation-policy',
  'get-bargaining-unit',
  'get-holiday-policy',
  'get-beneficiaries-existing-user-enrollment',
  'get-health-questions-primary-health-info',
  'get-existing-primary-health-info',
  'get-health-questions-dependent-info',
  'get-dependents-existing-user-enrollment',
  'get-agreement-texts',
  'get-form-fields-agreement-info',
  'get-payment-method',
  'get-form-fields-billing-info',
  'get-existing-bank-info',
  'get-existing-card-info',
  'get-receipt',
  'get-receipt-pdf',
];
const WRITES = [
  'save-personal-info',
  'save-contact-info',
  'save-employer-info',
  'save-beneficiary-info',
  'save-primary-health-info',
  'save-dependent-info',
  'save-dependent-info-to-temp',
  'delete-dependent-in-IO',
  'validate-single-dependent',
  'save-review-info',
  'save-agreement-info',
  'save-billing-info',
  'save-billing-info-existing',
  'complete-enrollment',
];

describeEachDriver('wizard calls and the enrollment id', (ctx) => {
  it.each(READS)('%s: unknown 404, malformed and missing 400, all on enrollment_id', async (call) => {
    const unknown = await get(ctx(), call, { enrollment_id: 'XXXXXXXXXXXXXXXXXXXXXX' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data).toEqual([
      {
        target_element: 'enrollment_id',
        error_message: 'This enrollment was not found. Please start again.',
      },
    ]);
    const malformed = await get(ctx(), call, { enrollment_id: "1' OR '1'='1" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data).toEqual([
      { target_element: 'enrollment_id', error_message: 'Enrollment id is not valid' },
    ]);
    const missing = await get(ctx(), call);
    expect(missing.body.data).toEqual([
      { target_element: 'enrollment_id', error_message: 'This field is required.' },
    ]);
  });

  it.each(WRITES)(
    '%s: a body that is not an object, or without an enrollment, is refused beside the field',
    async (call) => {
      const empty = await post(ctx(), call, {});
      expect(empty.status).toBe(400);
      expect(empty.body.data.map((e: { target_element: string }) => e.target_element)).toContain(
        'enrollment_id',
      );
      const list = await ctx().call({ method: 'POST', url: `/api/v1/${call}`, payload: [1, 2] as never });
      expect(list.status).toBe(400);
    },
  );

  it('get-enrollment-temp-info answers every column of spec §7, null for sections not saved yet', async () => {
    const id = await wizardEnrollment(ctx());
    for (const column of [
      'contact_info',
      'employer_info',
      'benificiary_info',
      'health_info',
      'dependent_info',
      'payment_info',
      'review_info',
      'aggrement_info',
      'primary_info',
    ])
      expect(await tempInfo(ctx(), id, column)).toBeNull();
    expect(await tempInfo(ctx(), id, 'eprocess')).toBe('applicant');
    const bad = await get(ctx(), 'get-enrollment-temp-info', { enrollment_id: id, column: 'ssn' });
    expect(bad.status).toBe(400);
    expect(bad.body.data[0].target_element).toBe('column');
  });
});
