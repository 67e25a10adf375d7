import { defineCalls } from '../../kernel/calls/call-entry';
import { SESSIONS } from '../../kernel/limits/anonymous-writes';
import { continueEnrollment } from './continue-enrollment.handler';
import { directContinue } from './direct-continue.handler';

/** The calls of the resume module: each one's handler, documentation, rules and limits (ADR 0030). */
export const resumeCalls = defineCalls({
  'continue-enrollment': {
    handler: continueEnrollment,
    docs: [
      'Quote and continue later',
      'Continues a saved enrollment by e-mail and the mailed code: this browser is bound to it and gets its saved step back. Attempts are counted and limited.',
    ],
    anonymous: SESSIONS,
    rateLimited: true,
  },
  'direct-continue': {
    handler: directContinue,
    docs: [
      'Quote and continue later',
      "Continues a saved enrollment by the mailed link's own token (never the enrollment id), while it is unexpired and not replaced by a newer save.",
    ],
  },
});
