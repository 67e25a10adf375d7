import type { Catalogue } from '../../i18n/translate';

/** Spanish of the cart's read-time pricing. */
export default {
  'This option is not offered for this date.': 'Esta opción no se ofrece para esta fecha.',
} satisfies Catalogue;
