import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { getQuotePreviewContent } from './get-quote-preview-content.handler';
import { saveEnrollment } from './save-enrollment.handler';

/** The calls of the quote module: each one's handler, documentation, rules and limits (ADR 0030). */
export const quoteCalls = defineCalls({
  'get-quote-preview-content': {
    handler: getQuotePreviewContent,
    docs: [
      'Quote and continue later',
      'The HTML of the quote e-mail, sanitised, for the in-page preview; only who may send the quote (a rep or group administrator) may preview it.',
    ],
    access: ['send-quote'],
  },
  'save-enrollment': {
    handler: saveEnrollment,
    docs: [
      'Quote and continue later',
      'With `tab` cart_info it e-mails the quote; with a wizard tab it saves that step as far as filled and e-mails a code and a link to continue later.',
    ],
    rules:
      'With `tab` cart_info the quote is e-mailed and `name` is required ("Please enter a name"). ' +
      "With a wizard tab, `data` holds that step's fields: each one given must pass the step's rule " +
      '(errors name <tab>.<field>).',
    access: 'depends-on-input',
    anonymous: ENROLLMENT_WRITES,
    rateLimited: true,
  },
});
