import type { Catalogue } from '../../i18n/translate';

/** Spanish of the plan-documents calls' answers. */
export default {
  'This document was not found.': 'No encontramos este documento.',
  'Please choose a kind of document.': 'Elija un tipo de documento.',
  'Please choose a language.': 'Elija un idioma.',
  'Please choose a plan.': 'Elija un plan.',
} satisfies Catalogue;
