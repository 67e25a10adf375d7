/**
 * Per-address limits on every call that writes without a session (issue 34, ADR 0029). Each
 * such call names its budget in its module's table (CallEntry.anonymous, ADR 0030): a call missing
 * one is found by test/attacks/anonymous-write-budgets.test.ts, generated from /api/docs/json. Calls
 * that share a budget share its counters, so a script cannot go round one limit through a sibling
 * call. Every window of a budget must hold: a short one against
 * bursts, a day against a slow, steady script. The numbers leave room for an office behind one
 * address (say 150 people told at an all-hands to enroll now); ADR 0029 says why each is what it is.
 * A signed-in person (rep, group administrator, member) is never counted here: their writes are
 * bounded by who they are, not where they are.
 */
export type Budget = {
  /** Prefix of the counter keys. */
  name: string;
  windows: readonly { max: number; minutes: number }[];
};

const budget = (name: string, tenMinutes: number, perDay: number): Budget => ({
  name,
  windows: [
    { max: tenMinutes, minutes: 10 },
    { max: perDay, minutes: 24 * 60 },
  ],
});

/** Starting an enrollment: one row, its quote basics and a browser key each. */
export const START = budget('anon-start', 200, 2_000);
/** Everything done on an enrollment a browser holds: cart, steps, questions, checkout, completion. */
export const ENROLLMENT_WRITES = budget('anon-enrollment', 1_500, 15_000);
/** Screenshots: bodies of up to 4 MiB each. */
export const SCREENSHOTS = budget('anon-screenshot', 100, 500);
/** Checks that cost a lookup (an e-mail's mail servers, a phone or routing number). */
export const LOOKUPS = budget('anon-lookup', 300, 3_000);
/** Sign-in, codes and the like: ADR 0014 limits each per person too; this bounds the address. */
export const SESSIONS = budget('anon-session', 300, 3_000);

export const TOO_MANY_WRITES =
  'Many requests came from your connection in a short time. Please try again later.';
