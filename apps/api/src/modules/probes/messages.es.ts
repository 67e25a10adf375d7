import type { Catalogue } from '../../i18n/translate';

/** Spanish of the health probes' answers (load balancers read the status; people may read the text). */
export default {
  'The database is not reachable.': 'No es posible conectarse con la base de datos.',
} satisfies Catalogue;
