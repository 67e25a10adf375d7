import type { Catalogue } from '../../i18n/translate';

/** Spanish for this module's messages and relationship names (collected in src/catalogues.ts). */
export default {
  Spouse: 'Cónyuge',
  'Domestic Partner': 'Pareja de hecho',
  Child: 'Hijo o hija',
  Grandchild: 'Nieto o nieta',
  Parent: 'Padre o madre',
  Sibling: 'Hermano o hermana',
  'Other Relative': 'Otro familiar',
  Friend: 'Amigo o amiga',
  'Please add at least one beneficiary.': 'Agregue al menos un beneficiario.',
  'Total Beneficiary Percentage Should not be greater than 100%':
    'El porcentaje total de los beneficiarios no debe ser mayor que 100%',
  'Total Beneficiary Percentage Should not be less than 100%':
    'El porcentaje total de los beneficiarios no debe ser menor que 100%',
  'This person is already listed.': 'Esta persona ya está en la lista.',
  'The beneficiary is valid.': 'Los datos del beneficiario son válidos.',
  'Beneficiary information is not needed for this enrollment.':
    'Esta inscripción no necesita información de beneficiarios.',
  'Beneficiary information saved.': 'Se guardó la información de los beneficiarios.',
  'Beneficiary list kept.': 'Se guardó la lista de beneficiarios.',
  'All shares must total exactly 100%.': 'La suma de todos los porcentajes debe ser exactamente 100%.',
} satisfies Catalogue;
