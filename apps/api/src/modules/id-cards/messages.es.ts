import type { Catalogue } from '../../i18n/translate';

/** Spanish of the ID cards' labels and file names (ADR 0038). */
export default {
  'Please enter a phone number of 10 digits, such as (800) 555-0142.':
    'Escriba un número de teléfono de 10 dígitos, como (800) 555-0142.',
  'This plan has no carrier, so there is nobody to print on its card.':
    'Este plan no tiene aseguradora, así que no hay a quién imprimir en su tarjeta.',
  'ID card': 'Tarjeta de identificación',
  'Dental ID card': 'Tarjeta de identificación dental',
  'Vision ID card': 'Tarjeta de identificación de visión',
  'Prescription ID card': 'Tarjeta de identificación de recetas',
  'Medical ID card': 'Tarjeta de identificación médica',
  Member: 'Miembro',
  'Member ID': 'N.º de miembro',
  'Group number': 'N.º de grupo',
  'Your plan': 'Su plan',
  'Coverage start': 'Inicio de la cobertura',
  'Dependents covered': 'Dependientes cubiertos',
  'Member services': 'Servicios al miembro',
  Spouse: 'Cónyuge',
  Child: 'Hijo o hija',
  None: 'Ninguno',
  'Cut along the line and keep the card in your wallet.':
    'Recorte por la línea y guarde la tarjeta en su billetera.',
} satisfies Catalogue;
