import type { Catalogue } from '../../i18n/translate';

/** Spanish for this module's messages (collected in src/catalogues.ts). */
export default {
  'This comes from your quote and cannot be changed here.':
    'Este dato viene de su cotización y no se puede cambiar aquí.',
  'Weight in lbs': 'Peso en libras',
  'Personal information saved.': 'Se guardó la información personal.',
  'This enroller code is not valid.': 'Este código de inscriptor no es válido.',
  'Enroller code saved.': 'Se guardó el código de inscriptor.',
} satisfies Catalogue;
