import type { Catalogue } from '../../i18n/translate';

/** Spanish for this module's messages (collected in src/catalogues.ts). */
export default {
  'The bank name is filled in from the routing number.':
    'El nombre del banco se completa a partir del número de ruta.',
  'Card numbers are kept encrypted; only the last four digits are ever shown.':
    'Los números de tarjeta se guardan cifrados; solo se muestran los últimos cuatro dígitos.',
  'This payment type is not offered for this enrollment.':
    'Este tipo de pago no está disponible para esta inscripción.',
  'Please choose one of your saved cards.': 'Elija una de sus tarjetas guardadas.',
  'Please choose one of your saved bank accounts.': 'Elija una de sus cuentas bancarias guardadas.',
  'Billing information saved.': 'Información de facturación guardada.',
  'Please agree to the EFT terms to pay from a bank account.':
    'Acepte las condiciones de EFT para pagar desde una cuenta bancaria.',
} satisfies Catalogue;
