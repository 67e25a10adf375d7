import { reviewSectionColumn } from '@bs/contract';
import { expect, it } from 'vitest';
import { describeEachDriver } from '../../../test/harness';
import { changeFilter } from '../../../test/shop';
import { stranger } from '../../../test/browsers';
import {
  auditOf,
  CONTACT,
  dependent,
  get,
  PERSON,
  post,
  tempInfo,
  wizardEnrollment,
} from '../../../test/wizard';

/** Every step section the one read answers: the contract's list. */
const SECTIONS = reviewSectionColumn.options;

describeEachDriver('review and confirmation', (ctx) => {
  const save = (body: Record<string, unknown>) => post(ctx(), 'save-review-info', body);

  it('keeps the additional notes (first_enroll is 1)', async () => {
    const id = await wizardEnrollment(ctx());
    const r = await save({ enrollment_id: id, additional_notes: 'Please call after 5 pm.', first_enroll: 1 });
    expect(r.body).toEqual({ status: 'success', data: { status: true, message: 'Review saved.' } });
    expect(await tempInfo(ctx(), id, 'review_info')).toEqual({ additional_notes: 'Please call after 5 pm.' });
    expect((await save({ enrollment_id: id, first_enroll: 1 })).status).toBe(200);
    expect(await tempInfo(ctx(), id, 'review_info')).toEqual({ additional_notes: '' });
  });

  it('names bad input review_info.<field>', async () => {
    const id = await wizardEnrollment(ctx());
    const r = await save({ enrollment_id: id, additional_notes: 'x'.repeat(2001), first_enroll: 0 });
    expect(r.status).toBe(400);
    expect(r.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
      'review_info.additional_notes',
      'review_info.first_enroll',
    ]);
  });

  it('removes dependents saved earlier when the enrollment no longer asks for them', async () => {
    const id = await wizardEnrollment(ctx(), [], { tier: 'IS' });
    expect(
      (await post(ctx(), 'save-dependent-info', { enrollment_id: id, dependents: [dependent()] })).status,
    ).toBe(200);
    await changeFilter(ctx(), id, { tier: 'IO' });
    expect((await save({ enrollment_id: id, first_enroll: 1 })).status).toBe(200);
    expect(await tempInfo(ctx(), id, 'dependent_info')).toBeNull();
    const audit = (await auditOf(ctx(), id)).map((a) => `${a.section}:${a.action}`);
    expect(audit.slice(-2)).toEqual(['dependent_info:delete', 'review_info:save']);
  });

  it('answers every section at once, each as get-enrollment-temp-info answers its column', async () => {
    const id = await wizardEnrollment(ctx(), [], { tier: 'IS' });
    expect((await post(ctx(), 'save-personal-info', { ...PERSON, enrollment_id: id })).status).toBe(200);
    expect((await post(ctx(), 'save-contact-info', { ...CONTACT, enrollment_id: id })).status).toBe(200);
    expect(
      (await post(ctx(), 'save-dependent-info', { enrollment_id: id, dependents: [dependent()] })).status,
    ).toBe(200);
    expect((await save({ enrollment_id: id, additional_notes: 'Call me', first_enroll: 1 })).status).toBe(
      200,
    );
    const r = await get(ctx(), 'get-review-sections', { enrollment_id: id });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data.sections).sort()).toEqual([...SECTIONS].sort());
    for (const column of SECTIONS) {
      const one = await get(ctx(), 'get-enrollment-temp-info', { enrollment_id: id, column });
      expect(r.body.data.sections[column], column).toEqual(one.body.data);
    }
    expect(r.body.data.sections.primary_info.result.ssn).toBe('*****5678');
    expect(r.body.data.sections.employer_info).toEqual({ result: null });
  });

  it('goes through the one access decision: a stranger is answered as for an id that does not exist', async () => {
    const id = await wizardEnrollment(ctx());
    const refused = await get(stranger(ctx()), 'get-review-sections', { enrollment_id: id });
    const unknown = await get(ctx(), 'get-review-sections', { enrollment_id: 'tmp_NoSuchEnrollmentXXXXXX' });
    expect(refused.status).not.toBe(200);
    expect([refused.status, refused.body]).toEqual([unknown.status, unknown.body]);
  });
});
