import type { Catalogue } from '../../i18n/translate';

/** Spanish for the remote release calls (issue 22). */
export default {
  'This version of the remote is not registered.': 'Esta versión del módulo remoto no está registrada.',
  'This version is already registered with other contents; versions are never overwritten.':
    'Esta versión ya está registrada con otro contenido; las versiones nunca se sobrescriben.',
  'The remotes store has no files for this version.':
    'El almacén de módulos remotos no tiene archivos para esta versión.',
  'The files of this version in the remotes store do not match its digest.':
    'Los archivos de esta versión en el almacén de módulos remotos no coinciden con su resumen.',
  'This store was not found.': 'No se encontró esta tienda.',
  'This remote has no earlier version to roll back to.':
    'Este módulo remoto no tiene una versión anterior a la que volver.',
} satisfies Catalogue;
