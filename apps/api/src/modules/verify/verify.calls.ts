import { defineCalls } from '../../kernel/calls/call-entry';
import { LOOKUPS } from '../../kernel/limits/anonymous-writes';
import { validateEmailNeverbounce } from './validate-email-neverbounce.handler';
import { validateMemberEmail } from './validate-member-email.handler';
import { validatePhoneNumverify } from './validate-phone-numverify.handler';

/** The calls of the verify module: each one's handler, documentation, rules and limits (ADR 0030). */
export const verifyCalls = defineCalls({
  'validate-member-email': {
    handler: validateMemberEmail,
    docs: [
      'Wizard: personal and contact',
      "Whether the member's e-mail is deliverable and, for an enrollment, not the address of a different existing member.",
    ],
    anonymous: LOOKUPS,
  },
  'validate-email-neverbounce': {
    handler: validateEmailNeverbounce,
    docs: ['Wizard: personal and contact', 'Whether an e-mail address is deliverable.'],
    anonymous: LOOKUPS,
  },
  'validate-phone-numverify': {
    handler: validatePhoneNumverify,
    docs: [
      'Wizard: personal and contact',
      'Whether a phone number is a valid 10-digit US number (a leading 1 and punctuation are ignored).',
    ],
    anonymous: LOOKUPS,
  },
});
