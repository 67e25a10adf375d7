/**
 * Pages of the store (libs/mf route-table.ts) that the API links to or reads. Three share their
 * names with calls, yet are browser pages: kept here so a call's name is written only where the
 * call lives (ADR 0030).
 */
export const STORE_PAGES = {
  /** Continue a saved enrollment by its mailed code. */
  continueEnrollment: 'continue-enrollment',
  /** The mailed link that continues a saved enrollment: /direct-continue/<token>/<tab>. */
  directContinue: 'direct-continue',
  /** The member sign-in page, and the mailed link that signs a member in: /member-sign-in/<token>. */
  memberSignIn: 'member-sign-in',
} as const;
