import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { getFormFieldsContactInfo } from './get-form-fields-contact-info.handler';
import { getStates } from './get-states.handler';
import { saveContactInfo } from './save-contact-info.handler';

/** The calls of the contact module: each one's handler, documentation, rules and limits (ADR 0030). */
export const contactCalls = defineCalls({
  'get-states': {
    handler: getStates,
    docs: ['Wizard: personal and contact', 'The US states (code and name) for the address selects.'],
  },
  'get-form-fields-contact-info': {
    handler: getFormFieldsContactInfo,
    docs: [
      'Wizard: personal and contact',
      'The fields of the Contact Information step for this enrollment, with saved values.',
    ],
  },
  'save-contact-info': {
    handler: saveContactInfo,
    docs: [
      'Wizard: personal and contact',
      "Saves the Contact Information step; state and zip keep the quote's values; `with_validation` 1 checks the city against the zip and answers the address in USPS form.",
    ],
    anonymous: ENROLLMENT_WRITES,
    errorSection: 'contact_info',
  },
});
