import { expect, it } from 'vitest';
import { describeEachDriver } from '../../../test/harness';
import { get, post, walkEnrollment } from '../../../test/wizard';

describeEachDriver('complete-enrollment', (ctx) => {
  it('turns a walked enrollment into an ACTIVE member with one policy id', async () => {
    const { id, receipt } = await walkEnrollment(ctx());
    expect(receipt!.policy_id).toMatch(/^BS-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(receipt!.name).toBe('Ana Rivera');
    const again = await post(ctx(), 'complete-enrollment', { enrollment_id: id });
    expect(again.body.data).toEqual(receipt);
    expect((await get(ctx(), 'get-receipt', { enrollment_id: id })).body.data).toEqual(receipt);
  });
});
