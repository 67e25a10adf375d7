import type { Catalogue } from '../../i18n/translate';

/** Spanish of the export's headings (report-file.ts). */
export default {
  'Week starting': 'Semana que empieza el',
  Month: 'Mes',
  Category: 'Categoría',
  'Plan name': 'Nombre del plan',
  'Agent id': 'Id. del agente',
  Rep: 'Representante',
  'Group id': 'Id. del grupo',
  Group: 'Grupo',
  Tenant: 'Tienda',
  'Store name': 'Nombre de la tienda',
  Stage: 'Etapa',
  'Completed enrollments': 'Inscripciones completadas',
  'Enrollments in the plan': 'Inscripciones en el plan',
  'Monthly premium (USD)': 'Prima mensual (USD)',
  Enrollments: 'Inscripciones',
  'Quotes started': 'Cotizaciones iniciadas',
  Carts: 'Carritos',
  'Enrollments started': 'Inscripciones iniciadas',
  Completed: 'Completadas',
} satisfies Catalogue;
