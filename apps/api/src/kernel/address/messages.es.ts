import type { Catalogue } from '../../i18n/translate';

/**
 * Spanish for this module's messages (collected in src/catalogues.ts). Messages with values
 * are keyed by their template; {zip}, {state} and {city} are filled in.
 */
export default {
  'Please enter a valid US zip code.': 'Ingrese un código postal válido de EE. UU.',
  'Zip code {zip} is not in {state}.': 'El código postal {zip} no está en {state}.',
  'The city does not match zip code {zip} ({city}, {state}).':
    'La ciudad no corresponde al código postal {zip} ({city}, {state}).',
  'Please enter a valid US state.': 'Ingrese un estado válido de EE. UU.',
} satisfies Catalogue;
