import type { Catalogue } from '../../i18n/translate';

/** Spanish of the upload workers' and upload limits' answers (upload-messages.ts). */
export default {
  'This file needs more memory to read than an upload may use.':
    'Leer este archivo necesita más memoria de la que puede usar una carga.',
  'Something in this file could not be read.': 'Algo de este archivo no se pudo leer.',
  'This file took too long to read.': 'Leer este archivo tardó demasiado.',
  'The server is busy reading other files. Please try again in a minute.':
    'El servidor está ocupado leyendo otros archivos. Vuelva a intentarlo en un minuto.',
  'Another file for this group is still being read. Please wait for it to finish, then try again.':
    'Todavía se está leyendo otro archivo de este grupo. Espere a que termine y vuelva a intentarlo.',
  'Too many files were uploaded. Please wait a few minutes and try again.':
    'Se subieron demasiados archivos. Espere unos minutos y vuelva a intentarlo.',
} satisfies Catalogue;
