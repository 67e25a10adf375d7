import { expect } from 'vitest';
import { api, enrollmentKeyCookie, type TestCtx } from '../harness';
import type { Hints } from './json-schema';
import { generatedClient } from './operations';
import { rng } from './random';

/**
 * A fresh enrollment of the default store, so generated ids reach real data half of the time.
 * The enrollment belongs to the browser that started it (ADR 0013): `headers` carry that
 * browser's enrollment key cookie, to send with every generated request so the ids open.
 */
export async function enrollmentHints(
  ctx: TestCtx,
  seed: number,
): Promise<{ hints: Hints; headers: Record<string, string> }> {
  const created = await ctx.call({
    remoteAddress: generatedClient(),
    method: 'POST',
    url: api('add-filter-for-new-user'),
    // A browser of its own: the key is minted (and set) by this call.
    stranger: true,
    payload: {
      zip: '94105',
      dob: '04/18/1988',
      gender: 1,
      tier: 'IF',
      eprocess: 'applicant',
      agent_id: 10109,
      group_id: 77,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const cookie = enrollmentKeyCookie(created.headers);
  expect(cookie, 'the creating call sets the enrollment key cookie').toBeDefined();
  const id: string = created.body.data.temp_enrollment_id;
  // The cookie is what opens the id: checked here, so a run can't quietly reach only 404s.
  const held = await ctx.call({
    remoteAddress: generatedClient(),
    url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=type`),
    stranger: true,
    headers: { cookie: cookie! },
  });
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  const r = rng(seed ^ 0x5eed);
  const real =
    <T>(v: T) =>
    () =>
      r.chance(0.7) ? v : undefined;
  return {
    hints: {
      enrollment_id: real(id),
      agent_id: real(10109),
      group_id: real(77),
      plansId: real(77),
    },
    headers: { cookie: cookie! },
  };
}
