import { z } from 'zod';
import { dob } from '../primitives';
import { invitationToken } from './group-enrollment';

/**
 * Proving an invitation in a browser other than the one that opened it first (issue 26,
 * ADR 0026): the employee's birth date as typed (never shown), or the one-time code mailed to
 * the census address.
 */
export const proveBirthdateForm = z.object({ birthdate: dob });
export type ProveBirthdateForm = z.input<typeof proveBirthdateForm>;
export const proveCodeForm = z.object({
  code: z.string().trim().min(1, 'Please enter your code').max(20, 'Please enter your code'),
});
export type ProveCodeForm = z.input<typeof proveCodeForm>;

/** POST prove-invitation: exactly one of the birth date or the mailed code. */
export const proveInvitationBody = z
  .object({
    token: invitationToken,
    birthdate: dob.optional(),
    code: proveCodeForm.shape.code.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if ((b.birthdate == null) === (b.code == null))
      ctx.addIssue({ code: 'custom', path: ['birthdate'], message: 'This field is required.' });
  });
export type ProveInvitationBody = z.input<typeof proveInvitationBody>;

/** POST send-invitation-code: mails a code to the census address; the answer names no address. */
export const sendInvitationCodeBody = z.object({ token: invitationToken });
export const invitationCodeSent = z.object({ sent: z.literal(true) });
