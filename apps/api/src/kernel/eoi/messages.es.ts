import type { Catalogue } from '../../i18n/translate';

/** Spanish of plan documents and amounts of cover (eoi-messages.ts, eoi-text.ts). */
export default {
  // An election above guaranteed issue on the receipt, its mail and its PDF (eoi-text.ts)
  '{amount} approved now ({price})': '{amount} aprobados ahora ({price})',
  '{amount} per month': '{amount} al mes',
  '{amount} pending evidence of insurability': '{amount} pendientes de prueba de asegurabilidad',
  'This file is larger than 10 MB.': 'Este archivo pesa más de 10 MB.',
  'Plan documents must be PDF files.': 'Los documentos del plan deben ser archivos PDF.',
  'This amount is not sold by this plan.': 'Este plan no vende este monto.',
} satisfies Catalogue;
