import type { Catalogue } from '../../i18n/translate';

/** Spanish for this module's messages (collected in src/catalogues.ts). */
export default {
  'This possible duplicate has already been reviewed.': 'Este posible duplicado ya fue revisado.',
} satisfies Catalogue;
