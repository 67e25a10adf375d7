import { defineCalls } from '../../kernel/calls/call-entry';
import { SESSIONS } from '../../kernel/limits/anonymous-writes';
import { memberSignIn } from './member-sign-in.handler';
import { requestMemberSignIn } from './request-member-sign-in.handler';
import { requestPasswordReset } from './request-password-reset.handler';
import { resetPassword } from './reset-password.handler';
import { signIn } from './sign-in.handler';
import { signOut } from './sign-out.handler';
import { signOutOtherSessions } from './sign-out-other-sessions.handler';
import { whoAmI } from './who-am-i.handler';

/** The calls of the auth module: each one's handler, documentation, rules and limits (ADR 0030). */
export const authCalls = defineCalls({
  'sign-in': {
    handler: signIn,
    docs: [
      'Sign-in',
      'Signs a rep, group administrator or platform administrator in by e-mail and password (wrong passwords are counted and lock out for a while); sets the session cookie.',
    ],
    anonymous: SESSIONS,
    rateLimited: true,
  },
  'sign-out': {
    handler: signOut,
    docs: ['Sign-in', 'Ends the session of this browser.'],
    anonymous: SESSIONS,
  },
  'sign-out-other-sessions': {
    handler: signOutOtherSessions,
    docs: [
      'Sign-in',
      'Ends every other session of the signed-in person (other browsers and devices); this one stays.',
    ],
    access: 'signed-in',
  },
  'who-am-i': {
    handler: whoAmI,
    docs: [
      'Sign-in',
      'Who is signed in on this browser, and the session keys the client should keep for them.',
    ],
  },
  'request-password-reset': {
    handler: requestPasswordReset,
    docs: [
      'Sign-in',
      'Mails a one-time code to reset the password; the answer is the same whether or not the e-mail belongs to anyone.',
    ],
    anonymous: SESSIONS,
    rateLimited: true,
  },
  'reset-password': {
    handler: resetPassword,
    docs: ['Sign-in', 'Sets a new password with the mailed code.'],
    anonymous: SESSIONS,
    rateLimited: true,
  },
  'request-member-sign-in': {
    handler: requestMemberSignIn,
    docs: [
      'Sign-in',
      'Mails a member a one-time sign-in link and code; the answer is the same whether or not the e-mail belongs to a member.',
    ],
    anonymous: SESSIONS,
    rateLimited: true,
  },
  'member-sign-in': {
    handler: memberSignIn,
    docs: [
      'Sign-in',
      "Signs a member in with the mailed link's token, or with the mailed code and their e-mail; sets the session cookie.",
    ],
    anonymous: SESSIONS,
    rateLimited: true,
  },
});
