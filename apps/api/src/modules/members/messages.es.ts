import type { Catalogue } from '../../i18n/translate';

/** Spanish of the member-admin calls (current members, a member's own enrollment start). */
export default {
  'This member was not found.': 'No encontramos a este miembro.',
} satisfies Catalogue;
