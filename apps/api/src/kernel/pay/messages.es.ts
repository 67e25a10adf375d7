import type { Catalogue } from '../../i18n/translate';

/** Spanish of the pay schedule, pay calendar and contribution answers (pay-messages.ts). */
export default {
  // A group employee's deductions (ADR 0033, pay-text.ts): the shop's words, in the quote, the receipt and its PDF
  '{amount} per paycheck, {n} a year': '{amount} por pago de nómina, {n} al año',
  'Employer {amount}/month': 'Empleador {amount}/mes',
  'Deducted before tax': 'Se descuenta antes de impuestos',
  'Deducted after tax': 'Se descuenta después de impuestos',
  'Your cost per paycheck': 'Su costo por pago de nómina',
  'Choose how the employer contributes.': 'Elija cómo aporta el empleador.',
  'Enter a percent above 0 and up to 100, with at most two decimals.':
    'Ingrese un porcentaje mayor que 0 y hasta 100, con dos decimales como máximo.',
  'Enter a monthly cap of at least $0.01, or leave it empty.':
    'Ingrese un tope mensual de al menos $0.01, o déjelo vacío.',
  'Enter a monthly amount of at least $0.01 and at most $10,000.00.':
    'Ingrese un monto mensual de al menos $0.01 y como máximo $10,000.00.',
  'Enter an amount from $0.00 to $10,000.00.': 'Ingrese un monto de $0.00 a $10,000.00.',
  'Enter an amount for at least one tier.': 'Ingrese un monto para al menos un nivel de cobertura.',
  'Enter the date the contribution starts.': 'Ingrese la fecha en que comienza el aporte.',
  'A contribution cannot start before today: files already built used the rule in force then.':
    'Un aporte no puede comenzar antes de hoy: los archivos ya generados usaron la regla vigente en ese momento.',
  'Choose either a plan category or one plan.': 'Elija una categoría de planes o un solo plan.',
  'Choose how often the group pays its employees.': 'Elija con qué frecuencia el grupo paga a sus empleados.',
  'Enter the first pay date of the plan year.': 'Ingrese la primera fecha de pago del año del plan.',
  'The first pay date must fall within the plan year.':
    'La primera fecha de pago debe estar dentro del año del plan.',
  'Enter the day the plan year starts.': 'Ingrese el día en que comienza el año del plan.',
  'The pay calendar file is larger than 64 KB.': 'El archivo del calendario de pagos pesa más de 64 KB.',
  'The pay calendar has more than 400 rows.': 'El calendario de pagos tiene más de 400 filas.',
  'The pay calendar must be a text (CSV) file with one pay date per row.':
    'El calendario de pagos debe ser un archivo de texto (CSV) con una fecha de pago por fila.',
  'The pay calendar has no pay dates.': 'El calendario de pagos no tiene fechas de pago.',
  'Row {row}: "{value}" is not a date (use YYYY-MM-DD or MM/DD/YYYY).':
    'Fila {row}: "{value}" no es una fecha (use AAAA-MM-DD o MM/DD/AAAA).',
  'Row {row}: {date} is listed twice.': 'Fila {row}: {date} aparece dos veces.',
  'Row {row}: {date} is outside the plan year.': 'Fila {row}: {date} está fuera del año del plan.',
} satisfies Catalogue;
