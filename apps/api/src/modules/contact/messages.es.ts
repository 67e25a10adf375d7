import type { Catalogue } from '../../i18n/translate';

/** Spanish for this module's messages (collected in src/catalogues.ts). */
export default {
  "This must be the client's e-mail address.": 'Debe ser el correo electrónico del cliente.',
  'Contact information saved.': 'Se guardó la información de contacto.',
} satisfies Catalogue;
