import type { Catalogue } from '../../i18n/translate';

/** Spanish of the ID cards' labels and file names (ADR 0038). */
export default {
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
