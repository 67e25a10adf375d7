import type { Catalogue } from '../../i18n/translate';

/** Spanish of the payroll deduction file's answers (payroll-messages.ts). */
export default {
  'Set the pay schedule of this plan year before building a payroll file.':
    'Configure el calendario de pagos de este año del plan antes de generar un archivo de nómina.',
  '{date} is not a pay date of this group. Choose one of its pay dates.':
    '{date} no es una fecha de pago de este grupo. Elija una de sus fechas de pago.',
} satisfies Catalogue;
