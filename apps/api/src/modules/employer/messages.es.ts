import type { Catalogue } from '../../i18n/translate';

/** Spanish for this module's messages and option names (collected in src/catalogues.ts). */
export default {
  'Less than 20 hours': 'Menos de 20 horas',
  '20 to 29 hours': 'De 20 a 29 horas',
  '30 to 39 hours': 'De 30 a 39 horas',
  '40 hours or more': '40 horas o más',
  ACTIVE: 'ACTIVO',
  COBRA: 'COBRA',
  'Minimum wage': 'Salario mínimo',
  'Over minimum wage, under $10/hr': 'Más del salario mínimo, menos de $10 por hora',
  'Over $10/hr, under $20/hr': 'Más de $10 por hora, menos de $20 por hora',
  'Over $20/hr': 'Más de $20 por hora',
  Salary: 'Sueldo fijo',
  'No paid vacation': 'Sin vacaciones pagadas',
  '1 week': '1 semana',
  '2 weeks': '2 semanas',
  '3 weeks': '3 semanas',
  '4 weeks or more': '4 semanas o más',
  Yes: 'Sí',
  No: 'No',
  'Standard 6': 'Los 6 feriados estándar',
  'Presendents Day': 'Día de los Presidentes',
  'Columbus Day': 'Día de la Raza (Columbus Day)',
  'Religious Days': 'Días religiosos',
  Birthday: 'Cumpleaños',
  'Floating Day': 'Día libre flotante',
  'Count yourself as 1.': 'Cuéntese usted como 1.',
  'Employer information is not needed for this enrollment.':
    'Esta inscripción no necesita la información del empleador.',
  'The employment start date must be after your 14th birthday.':
    'La fecha de inicio del empleo debe ser posterior a su cumpleaños número 14.',
  'Employer information saved.': 'Se guardó la información del empleador.',
} satisfies Catalogue;
