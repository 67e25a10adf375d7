import { expect, it } from 'vitest';
import { reuseFrozenAnswers } from './reuse-frozen-answers';

it('serializes a frozen success answer once and reuses its JSON; everything else every time', () => {
  let calls = 0;
  const compile = reuseFrozenAnswers(() => (payload: unknown) => {
    calls++;
    return JSON.stringify(payload);
  });
  const serialize = compile({ schema: {}, method: 'GET', url: '/x', httpStatus: '200' } as never);
  const frozen = Object.freeze({ plan_id: 1 });
  expect(serialize({ status: 'success', data: frozen })).toBe('{"status":"success","data":{"plan_id":1}}');
  expect(serialize({ status: 'success', data: frozen })).toBe('{"status":"success","data":{"plan_id":1}}');
  expect(calls).toBe(1);
  serialize({ status: 'success', data: { plan_id: 1 } });
  serialize({ status: 'success', data: { plan_id: 1 } });
  serialize({ status: 'error', data: frozen });
  serialize({ status: 'success', data: frozen, extra: 1 });
  expect(calls).toBe(5);
});
