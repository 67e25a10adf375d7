import type { Catalogue } from '../../i18n/translate';

/** Spanish of sending quotes and of the quote e-mail (quote-html.ts). */
export default {
  'Quotes can only be sent by a representative or a group administrator.':
    'Solo un representante o un administrador de grupo puede enviar cotizaciones.',
  'Your cart is empty. Please add a plan before sending a quote.':
    'Su carrito está vacío. Agregue un plan antes de enviar una cotización.',
  'Saving an enrollment for later is not available yet. Please continue the enrollment.':
    'Todavía no es posible guardar una inscripción para más tarde. Continúe con la inscripción.',
  'Too many quotes were sent for this cart. Please try again in an hour.':
    'Se enviaron demasiadas cotizaciones para este carrito. Inténtelo de nuevo en una hora.',
  'Quote Successfully Sent to {email}': 'La cotización se envió correctamente a {email}',
  // The e-mail
  'Your personalized benefit quote from {brand}': 'Su cotización personalizada de beneficios de {brand}',
  'Your personalized benefit quote': 'Su cotización personalizada de beneficios',
  'Dear {name},': 'Estimado(a) {name}:',
  'here is the quote prepared for you by {brand}.':
    'Le enviamos la cotización que {brand} preparó para usted.',
  'Your plans will be effective as of {date}.': 'Sus planes entrarán en vigor el {date}.',
  Product: 'Producto',
  Price: 'Precio',
  '{amount} / month': '{amount} / mes',
  '{amount} one-time': '{amount} pago único',
  'First month cost': 'Costo del primer mes',
  'Recurring monthly cost': 'Costo mensual recurrente',
  'Quotes, prices and/or rates displayed include 3% Administrative fees.':
    'Las cotizaciones, los precios y/o las tarifas que se muestran incluyen un 3% de cargos administrativos.',
  // The comparison the quote may carry (quote-comparison-html.ts, issue 19)
  'Plans compared': 'Planes comparados',
  Feature: 'Característica',
  Carrier: 'Aseguradora',
  Category: 'Categoría',
  'Your options': 'Sus opciones',
  'Waiting period': 'Período de espera',
  'What is covered': 'Qué cubre',
  'Not stated': 'No indicado',
  'from {amount} / month': 'desde {amount} / mes',
  'from {amount} one-time': 'desde {amount} pago único',
  '{name}: {amount} / month': '{name}: {amount} / mes',
  '{name}: {amount} one-time': '{name}: {amount} pago único',
  'Member Only': 'Solo el miembro',
  'Member + Spouse': 'Miembro + cónyuge',
  'Member + Child(ren)': 'Miembro + hijo(s)',
  Family: 'Familia',
  Vision: 'Visión',
  Medical: 'Médico',
  'Limited Med': 'Médico limitado',
  'Term Life': 'Vida a término',
  Supplemental: 'Suplementario',
  Lifestyle: 'Estilo de vida',
  RX: 'Recetas (RX)',
  'Disability Income': 'Ingreso por discapacidad',
  'Critical Illness': 'Enfermedades graves',
  Accident: 'Accidentes',
  Hospital: 'Hospitalización',
  PET: 'Mascotas',
} satisfies Catalogue;
