import type { Catalogue } from '../../i18n/translate';

/** Spanish for the platform admin console's calls (issue 13). */
export default {
  'This store was not found.': 'No se encontró esta tienda.',
} satisfies Catalogue;
