import type { Catalogue } from '../../i18n/translate';

/** Spanish of the pricing engine's eligibility messages (engine.ts). */
export default {
  'Plan not available in your state. Please change the state by editing your basic info above.':
    'Este plan no está disponible en su estado. Para cambiar el estado, modifique sus datos básicos arriba.',
  'Plan not available for this tier. Please change the tier by editing your basic info above.':
    'Este plan no está disponible para este nivel de cobertura. Para cambiar el nivel, modifique sus datos básicos arriba.',
  'Plan not available for selected age group. Please edit your basic info above.':
    'Este plan no está disponible para su grupo de edad. Modifique sus datos básicos arriba.',
  'Plan not available in the area. Please choose another area by editing your basic info above.':
    'Este plan no está disponible en su zona. Para elegir otra zona, modifique sus datos básicos arriba.',
  'Tobacco usage required. Please choose tobacco usage by clicking here.':
    'Debe indicar si consume tabaco. Haga clic aquí para indicarlo.',
  'Please enter a sufficient annual income to add product to the cart by clicking here.':
    'Para agregar este producto al carrito, haga clic aquí e ingrese un ingreso anual suficiente.',
  'Please enter a sufficient working hours to add product to the cart by clicking here.':
    'Para agregar este producto al carrito, haga clic aquí e ingrese suficientes horas de trabajo.',
  'Please enter your basic details to see prices for this plan.':
    'Ingrese sus datos básicos para ver los precios de este plan.',
  'The health questions of this plan have changed. Please answer them again.':
    'Las preguntas de salud de este plan cambiaron. Vuelva a responderlas.',
  '{option} up to age {age}': '{option} hasta los {age} años',
  'At age {age} on the effective date no benefit amount of this plan can be issued ({caps}). Please look at our other plans or edit your basic info above.':
    'Con {age} años en la fecha de vigencia, no se puede emitir ningún monto de beneficio de este plan ({caps}). Consulte nuestros otros planes o modifique sus datos básicos arriba.',
} satisfies Catalogue;
