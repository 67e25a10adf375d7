import type { Catalogue } from '../../i18n/translate';

/** Spanish for the remote release calls (issue 22). */
export default {
  'This version of the remote is not registered.': 'Esta versión del módulo remoto no está registrada.',
  'This version is already registered with other contents; versions are never overwritten.':
    'Esta versión ya está registrada con otro contenido; las versiones nunca se sobrescriben.',
  'This store was not found.': 'No se encontró esta tienda.',
  'This remote has no earlier version to roll back to.':
    'Este módulo remoto no tiene una versión anterior a la que volver.',
} satisfies Catalogue;
