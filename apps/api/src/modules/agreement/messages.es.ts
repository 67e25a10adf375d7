import type { Catalogue } from '../../i18n/translate';

/** Spanish for this module's messages (collected in src/catalogues.ts). */
export default {
  'Sign in the box with your mouse, finger or stylus.':
    'Firme en el recuadro con el mouse, el dedo o un lápiz táctil.',
  'This enrollment is signed by someone else. Please reload the page.':
    'Esta inscripción la firma otra persona. Vuelva a cargar la página.',
  'The agreement text has changed. Please read it and accept it again.':
    'El texto del acuerdo cambió. Léalo y acéptelo de nuevo.',
  'The verification answer does not match our records.':
    'La respuesta de verificación no coincide con nuestros registros.',
  'Please type your full name as entered on Personal Information.':
    'Escriba su nombre completo tal como lo ingresó en Información personal.',
  'The signature must be a PNG image.': 'La firma debe ser una imagen PNG.',
  'Agreement signed.': 'Acuerdo firmado.',
  "What is the applicant's ZIP code?": '¿Cuál es el código postal del solicitante?',
  "What is the applicant's date of birth? (MM/DD/YYYY)":
    '¿Cuál es la fecha de nacimiento del solicitante? (MM/DD/AAAA)',
} satisfies Catalogue;
