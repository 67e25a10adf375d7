import { expect, it } from 'vitest';
import { SAVE_LATER_MAIL } from '../../src/kernel/limits/policy';
import { describeEachDriver } from '../harness';
import { PLANS, wizardEnrollment } from '../wizard';
import { newIp, postFrom, statuses, uniqueEmail } from './clients';

// Save & Continue Later mails a branded code to any address typed in: replayed as a relay.
describeEachDriver('attack: Save & Continue Later as a mail relay', (ctx) => {
  const outboxTo = async (addresses: string[]) =>
    (
      await ctx().db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE kind = 'save_later' AND to_address = ANY($1)`,
        [addresses],
      )
    )[0]!.n;

  it('one client mailing arbitrary addresses from fresh enrollments is refused past the limit', async () => {
    const relay = { ip: newIp() };
    const victims = Array.from({ length: SAVE_LATER_MAIL.max + 3 }, () => uniqueEmail('victim'));
    const answers = [];
    for (const to of victims) {
      const id = await wizardEnrollment(ctx(), [PLANS.termLife]);
      answers.push(
        await postFrom(ctx(), relay, 'save-enrollment', {
          enrollment_id: id,
          email: to,
          tab: 'contact_info',
        }),
      );
    }
    expect(statuses(answers)).toEqual({ 200: SAVE_LATER_MAIL.max, 429: 3 });
    expect(answers.at(-1)!.body.data).toEqual([
      {
        target_element: 'email',
        error_message: 'Too many e-mails were sent from this connection. Please try again in an hour.',
      },
    ]);
    expect(await outboxTo(victims)).toBe(SAVE_LATER_MAIL.max);
    // Another client is not affected by this one.
    const id = await wizardEnrollment(ctx(), [PLANS.termLife]);
    const other = uniqueEmail('person');
    expect(
      (
        await postFrom(ctx(), { ip: newIp() }, 'save-enrollment', {
          enrollment_id: id,
          email: other,
          tab: 'contact_info',
        })
      ).status,
    ).toBe(200);
    expect(await outboxTo([other])).toBe(1);
  }, 60_000);

  it('one enrollment mails at most 10 codes an hour, whichever clients ask', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.termLife]);
    const victims = Array.from({ length: 12 }, () => uniqueEmail('victim'));
    const answers = [];
    for (const to of victims)
      answers.push(
        await postFrom(ctx(), { ip: newIp() }, 'save-enrollment', {
          enrollment_id: id,
          email: to,
          tab: 'contact_info',
        }),
      );
    expect(statuses(answers)).toEqual({ 200: 10, 429: 2 });
    expect(await outboxTo(victims)).toBe(10);
  });
});
