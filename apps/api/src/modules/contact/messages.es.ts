import type { Catalogue } from '../../i18n/translate';

/** Spanish for this module's messages (collected in src/catalogues.ts). */
export default {
  "This must be the client's e-mail address.": 'Debe ser el correo electrónico del cliente.',
  'Use your own e-mail address: your receipt and enrollment code are sent there.':
    'Use su propio correo electrónico: allí le enviamos su recibo y su código de inscripción.',
  'Contact information saved.': 'Se guardó la información de contacto.',
} satisfies Catalogue;
