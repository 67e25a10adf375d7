import type { Catalogue } from '../../i18n/translate';

/** Spanish of the payroll deduction file's answers (payroll-messages.ts) and headings. */
export default {
  'Set the pay schedule of this plan year before building a payroll file.':
    'Configure el calendario de pagos de este año del plan antes de generar un archivo de nómina.',
  '{date} is not a pay date of this group. Choose one of its pay dates.':
    '{date} no es una fecha de pago de este grupo. Elija una de sus fechas de pago.',
  // The deduction file's column headings (payroll-formats.ts); the cells' codes stay as they are.
  'Deduction code': 'Código de deducción',
  Tax: 'Tratamiento fiscal',
  'Employee amount': 'Importe del empleado',
  'Employer amount': 'Importe del empleador',
  'Start date': 'Fecha de inicio',
  'Stop date': 'Fecha de fin',
  Change: 'Cambio',
  'Payroll deductions': 'Deducciones de nómina',
} satisfies Catalogue;
