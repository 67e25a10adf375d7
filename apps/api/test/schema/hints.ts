import { expect } from 'vitest';
import { api, type TestCtx } from '../harness';
import type { Hints } from './json-schema';
import { GENERATED_CLIENT } from './operations';
import { rng } from './random';

/** A fresh enrollment of the default store, so generated ids reach real data half of the time. */
export async function enrollmentHints(ctx: TestCtx, seed: number): Promise<Hints> {
  const created = await ctx.call({
    remoteAddress: GENERATED_CLIENT,
    method: 'POST',
    url: api('add-filter-for-new-user'),
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
  const id: string = created.body.data.temp_enrollment_id;
  const r = rng(seed ^ 0x5eed);
  const real =
    <T>(v: T) =>
    () =>
      r.chance(0.7) ? v : undefined;
  return {
    enrollment_id: real(id),
    tempId: real(id),
    agent_id: real(10109),
    group_id: real(77),
    plansId: real(77),
  };
}
