import type { Catalogue } from '../../i18n/translate';

/** Spanish for this module's messages (collected in src/catalogues.ts). */
export default {
  'Review saved.': 'Revisión guardada.',
} satisfies Catalogue;
