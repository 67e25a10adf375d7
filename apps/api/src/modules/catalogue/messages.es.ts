import type { Catalogue } from '../../i18n/translate';

/** Spanish of plan look-ups (also used by pricing, cart and filters). */
export default {
  'This plan was not found.': 'No encontramos este plan.',
  'No membership is offered.': 'No se ofrece ninguna membresía.',
} satisfies Catalogue;
