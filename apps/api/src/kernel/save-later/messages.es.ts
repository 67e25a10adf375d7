import type { Catalogue } from '../../i18n/translate';

/**
 * Spanish for this module's messages (collected in src/catalogues.ts); its mail's texts are in
 * modules/resume/messages.es.ts beside the other continue texts.
 */
export default {
  'Too many codes were sent for this enrollment. Please try again in an hour.':
    'Se enviaron demasiados códigos para esta inscripción. Vuelva a intentarlo en una hora.',
  'Enrollment code sent to {email}': 'Se envió el código de inscripción a {email}',
} satisfies Catalogue;
