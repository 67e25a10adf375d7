import type { Catalogue } from '../../i18n/translate';

/**
 * Spanish for this module's messages (collected in src/catalogues.ts). "Did you mean {email}?"
 * is keyed by its template.
 */
export default {
  'Please enter a valid e-mail': 'Ingrese un correo electrónico válido',
  'Disposable e-mail addresses cannot be used. Please enter a permanent e-mail address.':
    'No se aceptan correos electrónicos desechables. Ingrese una dirección de correo permanente.',
  'This e-mail domain cannot receive mail. Please check the address.':
    'Este dominio de correo electrónico no puede recibir mensajes. Revise la dirección.',
  'Did you mean {email}?': '¿Quiso decir {email}?',
  "This e-mail belongs to another member. Please enter the client's own e-mail address.":
    'Este correo electrónico pertenece a otro miembro. Ingrese el correo electrónico del propio cliente.',
  'Phone number must be 10 digits.': 'El número de teléfono debe tener 10 dígitos.',
  'Please enter a valid US phone number.': 'Ingrese un número de teléfono válido de EE. UU.',
} satisfies Catalogue;
