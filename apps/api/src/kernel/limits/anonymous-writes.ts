import type { CallName } from '@bs/contract';

/**
 * Per-address limits on every call that writes without a session (issue 34, ADR 0029). Each
 * call names a budget; calls that share a budget share its counters, so a script cannot go round
 * one limit through a sibling call. Every window of a budget must hold: a short one against
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

/**
 * Every call that writes (or costs a lookup) without a session, and its budget. A call missing
 * here is found by test/attacks/anonymous-writes.test.ts, generated from /api/docs/json: every
 * call other than GET that a request without a session reaches must be listed. GET calls that
 * write or cost a lookup are listed by hand (the test sends them too).
 */
export const ANONYMOUS_WRITES: Partial<Record<CallName, Budget>> = {
  'add-filter-for-new-user': START,
  'open-invitation': START,
  // A member benefit store link (its opaque token) starts a new applicant's enrollment (ADR 0013).
  'add-filter-for-member': START,
  'change-filter-info': ENROLLMENT_WRITES,
  'check-already-in-cart': ENROLLMENT_WRITES,
  'add-plan-to-cart': ENROLLMENT_WRITES,
  'add-plan-to-cart-prudentials': ENROLLMENT_WRITES,
  'remove-plan-from-cart': ENROLLMENT_WRITES,
  'save-question-answers': ENROLLMENT_WRITES,
  'cart-checkout': ENROLLMENT_WRITES,
  'save-enrollment': ENROLLMENT_WRITES,
  'save-personal-info': ENROLLMENT_WRITES,
  'save-contact-info': ENROLLMENT_WRITES,
  'save-employer-info': ENROLLMENT_WRITES,
  'validate-single-beneficiary': ENROLLMENT_WRITES,
  'save-beneficiary-info': ENROLLMENT_WRITES,
  'save-primary-health-info': ENROLLMENT_WRITES,
  'validate-single-dependent': ENROLLMENT_WRITES,
  'save-dependent-info': ENROLLMENT_WRITES,
  'save-dependent-info-to-temp': ENROLLMENT_WRITES,
  'delete-dependent-in-IO': ENROLLMENT_WRITES,
  'save-review-info': ENROLLMENT_WRITES,
  'save-agreement-info': ENROLLMENT_WRITES,
  'save-billing-info': ENROLLMENT_WRITES,
  'save-billing-info-existing': ENROLLMENT_WRITES,
  'complete-enrollment': ENROLLMENT_WRITES,
  'waive-coverage': ENROLLMENT_WRITES,
  'save-screenshot': SCREENSHOTS,
  'validate-member-email': LOOKUPS,
  'validate-email-neverbounce': LOOKUPS,
  'validate-phone-numverify': LOOKUPS,
  'validate-routing-number': LOOKUPS,
  'sign-in': SESSIONS,
  'sign-out': SESSIONS,
  'member-sign-in': SESSIONS,
  'request-member-sign-in': SESSIONS,
  'request-password-reset': SESSIONS,
  'reset-password': SESSIONS,
  'continue-enrollment': SESSIONS,
  'prove-invitation': SESSIONS,
  'send-invitation-code': SESSIONS,
  'report-release-failure': SESSIONS,
};

export const TOO_MANY_WRITES =
  'Many requests came from your connection in a short time. Please try again later.';
