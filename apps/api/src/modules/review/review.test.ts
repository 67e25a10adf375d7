import { expect, it } from 'vitest';
import { describeEachDriver } from '../../../test/harness';
import { changeFilter } from '../../../test/shop';
import { auditOf, dependent, post, tempInfo, wizardEnrollment } from '../../../test/wizard';

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
});
