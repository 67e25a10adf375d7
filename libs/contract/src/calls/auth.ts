import { z } from 'zod';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * Sign-in, sessions and one-time codes (ADR 0010). The session itself is an httpOnly cookie the
 * browser never reads; these calls answer who is signed in and which of the spec's session keys
 * (eprocess, agent_id, group_id, USER_ID) the client should set.
 */
const email = z
  .string()
  .trim()
  .min(1, 'Please enter your e-mail')
  .max(254, 'Please enter a valid e-mail')
  .email('Please enter a valid e-mail');

/** The message below says 10: change both together. */
export const PASSWORD_MIN = 10;

export const signInBody = z.object({
  email,
  password: z.string().min(1, 'Please enter your password').max(256, 'Please enter your password'),
});
export type SignInBody = z.input<typeof signInBody>;

export const principalKind = z.enum(['rep', 'group_admin', 'member', 'platform_admin']);
export type PrincipalKind = z.infer<typeof principalKind>;

/** Who is signed in, and the spec's session keys to store for them. */
export const whoAmI = z.object({
  signed_in: z.boolean(),
  principal: z
    .object({
      kind: principalKind,
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
    })
    .nullable(),
  session_keys: z
    .object({
      eprocess: z.enum(['rep', 'group', 'applicant']).nullable(),
      agent_id: z.number().int().nullable(),
      group_id: z.number().int().nullable(),
      USER_ID: z.number().int().nullable(),
    })
    .nullable(),
  /** Where the signed-in person starts: /agent-home, /group-home, /member-home or /. */
  home: z.string(),
});
export type WhoAmI = z.infer<typeof whoAmI>;

export const signOutResult = z.object({ signed_out: z.literal(true) });
/** How many other sessions of the signed-in person were ended (this browser's stays). */
export const signOutOthersResult = z.object({ ended: z.number().int() });

export const emailBody = z.object({ email });
export type EmailBody = z.input<typeof emailBody>;
/** Always the same answer, whether or not the e-mail belongs to anyone. */
export const sentMessage = z.object({ message: z.string() });

export const resetPasswordBody = z.object({
  email,
  code: z.string().trim().min(1, 'Please enter your code').max(64, 'This code is not valid.'),
  password: z
    .string()
    .min(PASSWORD_MIN, 'Please choose a password of at least 10 characters')
    .max(256, 'Please choose a shorter password'),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** A member signs in with the mailed link's token, or with the mailed code and their e-mail. */
export const memberSignInBody = z.object({
  token: z.string().trim().max(128).optional(),
  email: email.optional(),
  code: z.string().trim().max(64, 'This code is not valid.').optional(),
});
export type MemberSignInBody = z.input<typeof memberSignInBody>;

/** The schemas of the auth module's calls (apps/api/src/modules/auth, ADR 0030). */
export const authCallSchemas = {
  'sign-in': { body: signInBody, data: whoAmI },
  'sign-out': { data: signOutResult },
  'sign-out-other-sessions': { data: signOutOthersResult },
  'who-am-i': { data: whoAmI },
  'request-password-reset': { body: emailBody, data: sentMessage },
  'reset-password': { body: resetPasswordBody, data: sentMessage },
  'request-member-sign-in': { body: emailBody, data: sentMessage },
  'member-sign-in': { body: memberSignInBody, data: whoAmI },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
