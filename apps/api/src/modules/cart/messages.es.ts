import type { Catalogue } from '../../i18n/translate';

/** Spanish of adding, removing and checking out cart lines, and of screenshots. */
export default {
  'This is not the administrative fee of the chosen plan.':
    'Este no es el cargo administrativo del plan elegido.',
  'The administrative fee is added together with its plan.':
    'El cargo administrativo se agrega junto con su plan.',
  'This plan was replaced.': 'Este plan fue reemplazado.',
  'This pricing option does not belong to the plan.': 'Esta opción de precio no pertenece al plan.',
  'You already have {plan} active (policy {policy}); it cannot be added again.':
    'Ya tiene {plan} activo (póliza {policy}); no se puede agregar de nuevo.',
  '{option} is issued up to age {age}. Please choose another option.':
    '{option} se emite hasta los {age} años. Elija otra opción.',
  'Please answer the health questions of {plan} first.': 'Primero responda las preguntas de salud de {plan}.',
  'This administrative fee does not belong to the chosen option.':
    'Este cargo administrativo no corresponde a la opción elegida.',
  '{plan} was added to your cart.': 'Se agregó {plan} a su carrito.',
  'Please choose one of the effective dates: {dates}.': 'Elija una de estas fechas de vigencia: {dates}.',
  'Your cart is empty. Please add a plan before checkout.':
    'Su carrito está vacío. Agregue un plan antes de continuar con la compra.',
  '{plan} is not available with an effective date of {date}: {reason}':
    '{plan} no está disponible con la fecha de vigencia {date}: {reason}',
  'This plan is not in your cart.': 'Este plan no está en su carrito.',
  'This option of the plan is not in your cart.': 'Esta opción del plan no está en su carrito.',
  '{plan} cannot be removed on its own; it is removed together with its plan.':
    '{plan} no se puede quitar por separado; se quita junto con su plan.',
  'The screenshot is too large (at most 2 MB).':
    'La captura de pantalla es demasiado grande (2 MB como máximo).',
} satisfies Catalogue;
