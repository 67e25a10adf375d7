import { describe, expect, expectTypeOf, it } from 'vitest';
import { calls } from './calls';
import { routeOf, type CallName } from './routes';
import { addFilterForNewUserBody, changeFilterBody } from './calls/enrollment-start';
import { enrollmentId } from './primitives';

describe('the call tables', () => {
  const names = Object.keys(calls) as CallName[];

  it('pair every call of routes.ts with schemas and nothing else', () => {
    // calls.ts's satisfies clause holds every call of routes.ts; this, that it holds no other.
    expectTypeOf<Exclude<keyof typeof calls, CallName>>().toEqualTypeOf<never>();
    expect(names.length).toBeGreaterThan(150);
  });

  it('hold a schema in every slot (a circle between module files would leave one undefined)', () => {
    for (const [name, schemas] of Object.entries(calls))
      for (const [slot, schema] of Object.entries(schemas))
        expect(typeof (schema as { safeParse?: unknown })?.safeParse, `${name} ${slot}`).toBe('function');
  });

  it('give every path parameter a params schema', () => {
    for (const name of names) {
      const hasParams = /:\w+/.test(routeOf(name).path);
      expect('params' in calls[name], name).toBe(hasParams);
    }
  });

  it('send a body on every write and on no read (a POST missing from routes.ts would be a GET)', () => {
    // Signing out writes with nothing to send: the session is in the headers.
    const bodiless = ['sign-out', 'sign-out-other-sessions'];
    for (const name of names) {
      const writes = routeOf(name).method !== 'GET';
      expect('body' in calls[name] || bodiless.includes(name), name).toBe(writes);
    }
  });
});

describe('shared field rules', () => {
  const good = {
    zip: '10001',
    dob: '04/18/1988',
    gender: 1,
    tier: 'IS',
    eprocess: 'applicant',
    agent_id: 10109,
    group_id: 77,
  };

  it('accepts the open-enrollment form as the browser sends it (numbers as JSON numbers)', () => {
    const parsed = addFilterForNewUserBody.parse(good);
    expect(parsed).toMatchObject({ gender: 1, agent_id: 10109, group_id: 77 });
  });

  // Issue 12: nothing is coerced into a number field (query strings are converted by the server).
  it.each([
    ['gender', '1'],
    ['gender', ''],
    ['gender', true],
    ['gender', null],
    ['agent_id', '10109'],
    ['group_id', [77]],
    ['group_id', 2 ** 31],
  ])('refuses %s = %j instead of coercing it', (field, value) => {
    const result = addFilterForNewUserBody.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path[0]).toBe(field);
  });

  it.each([
    ['zip', '1234'],
    ['zip', '1234a'],
    ['dob', '13/01/1990'],
    ['dob', '1988-04-18'],
    ['tier', 'IX'],
    ['gender', 7],
    ['eprocess', 'admin'],
  ])('rejects %s = %s and names that field', (field, value) => {
    const result = addFilterForNewUserBody.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path[0]).toBe(field);
  });

  it('lets change-filter-info send only some fields', () => {
    expect(changeFilterBody.parse({ is_smoker: 1 })).toEqual({ is_smoker: 1 });
    expect(changeFilterBody.safeParse({ is_smoker: '1' }).success).toBe(false);
    expect(changeFilterBody.safeParse({ working_hours: 200 }).success).toBe(false);
  });

  it('only takes enrollment ids that look unguessable', () => {
    expect(enrollmentId.safeParse('abc').success).toBe(false);
    expect(enrollmentId.safeParse('AbCdEfGhIjKlMnOpQrStUv').success).toBe(true);
    expect(enrollmentId.safeParse("1' OR '1'='1'-----------").success).toBe(false);
  });
});
