/**
 * The limiting policy (ADR 0014), in one place. A rule counts attempts for one subject (a person's
 * e-mail) three ways, before the password or code is looked at:
 * - per client (IP address) and subject: a stranger's failures lock only that stranger;
 * - per subject across all clients without a device cookie: a lock that needs several clients
 *   (perAccount / perClient of them) to trip, against guessing spread over many addresses;
 * - per trusted device (device-cookie.ts) and subject: the owner's own browser, exempt from the
 *   account-wide lock and limited on its own.
 */
export type Rule = {
  /** Prefix of the counter keys (one per call, so calls never share budgets). */
  name: string;
  windowMinutes: number;
  perClient: number;
  perAccount: number;
  perDevice: number;
  /** Answer past a limit (429): the field it is shown beside and the English text. */
  target: string;
  message: string;
  /** Whether a success takes its attempt back (not for calls that send mail). */
  refundOnSuccess: boolean;
};

export const SIGN_IN_LOCKED = 'Too many failed sign-ins. Please try again in 15 minutes.';
const CODE_WINDOW_MINUTES = 15;
export const TOO_MANY_ATTEMPTS = `Too many attempts. Please wait ${CODE_WINDOW_MINUTES} minutes and try again.`;
export const TOO_MANY_CODES = 'Too many codes were requested for this e-mail. Please try again in an hour.';
export const TOO_MANY_MAILS = 'Too many e-mails were sent from this connection. Please try again in an hour.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

/** Password sign-in of reps, group and platform administrators. */
export const SIGN_IN: Rule = {
  name: 'sign-in',
  windowMinutes: 15,
  perClient: 5,
  perAccount: 20,
  perDevice: 10,
  target: 'password',
  message: SIGN_IN_LOCKED,
  refundOnSuccess: true,
};

const codeAttempt = (name: string): Rule => ({
  name,
  windowMinutes: CODE_WINDOW_MINUTES,
  perClient: 5,
  perAccount: 20,
  perDevice: 10,
  target: 'code',
  message: TOO_MANY_ATTEMPTS,
  refundOnSuccess: true,
});
/** Typing a mailed code: member sign-in, password reset, continuing a saved enrollment. */
export const MEMBER_CODE = codeAttempt('member-code');
export const RESET_CODE = codeAttempt('reset-code');
export const CONTINUE_CODE = codeAttempt('continue-code');
/** Proving an invitation in a second browser: a birth date or a mailed code (ADR 0026). */
export const INVITATION_PROOF = codeAttempt('invitation-proof');

const codeRequest = (name: string): Rule => ({
  name,
  windowMinutes: 60,
  perClient: 5,
  perAccount: 10,
  perDevice: 5,
  target: 'email',
  message: TOO_MANY_CODES,
  refundOnSuccess: false,
});
/** Asking for a mailed code (each request mails one). */
export const MEMBER_MAIL = codeRequest('member-mail');
export const RESET_MAIL = codeRequest('reset-mail');
/** A code mailed to an invited employee's census address; the answer is shown beside the code. */
export const INVITATION_CODE_MAIL = { ...codeRequest('invitation-code-mail'), target: 'code' };

/**
 * Save & Continue Later requests (each mails a code) per client (IP) and hour, whatever the
 * enrollment or address: fresh enrollments cost nothing, so the per-enrollment limit alone
 * (save-later.repository.ts, 10 an hour) let anyone relay branded mail without end.
 */
export const SAVE_LATER_MAIL = {
  name: 'save-later-mail',
  max: 20,
  windowMinutes: 60,
  target: 'email',
  message: TOO_MANY_MAILS,
};

/**
 * Invitation and reminder mails per group and hour (issue 20, ADR 0021): a 300-person employer
 * invites everyone at once and reminds them the same day; a stolen administrator session cannot
 * turn the store into a mass mailer. A batch past the budget is refused whole (nothing is sent).
 */
export const INVITATION_MAILS = {
  name: 'invitation-mails',
  max: 1000,
  windowMinutes: 60,
  target: 'census_ids',
  message: 'Too many invitations were sent for this group. Please try again in an hour.',
};

/** Each rate-limited call (CallEntry.rateLimited), per client IP and minute: a coarse guard against floods (@fastify/rate-limit). */
export const REQUESTS_PER_MINUTE = 30;
