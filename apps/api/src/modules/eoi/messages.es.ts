import type { Catalogue } from '../../i18n/translate';

/** Spanish of the eoi calls: their answers and the decision e-mail. */
export default {
  'This decision was already recorded.': 'Esta decisión ya fue registrada.',
  'The approved amount must be at least $1 and at most the pending amount.':
    'El monto aprobado debe ser de al menos $1 y como máximo el monto pendiente.',
  'A case can be closed as expired only from its expiry day.':
    'Un caso solo puede cerrarse como vencido a partir de su día de vencimiento.',
  'A decision cannot be dated before the case opened.':
    'Una decisión no puede tener fecha anterior a la apertura del caso.',
  'Cover cannot start before the decision.': 'La cobertura no puede empezar antes de la decisión.',
  'Please choose a decision.': 'Elija una decisión.',
  'Please enter the approved amount.': 'Escriba el monto aprobado.',
  'Hello {name}, the carrier approved all the cover you elected in {plan}.':
    'Hola {name}, la aseguradora aprobó toda la cobertura que eligió en {plan}.',
  'Hello {name}, the carrier approved part of the cover you elected in {plan}; {refused} was not approved.':
    'Hola {name}, la aseguradora aprobó parte de la cobertura que eligió en {plan}; {refused} no fue aprobado.',
  'Hello {name}, the carrier did not approve the cover pending evidence in {plan}.':
    'Hola {name}, la aseguradora no aprobó la cobertura pendiente de evidencia en {plan}.',
  'Hello {name}, the cover pending evidence in {plan} has expired because no evidence arrived in time.':
    'Hola {name}, la cobertura pendiente de evidencia en {plan} venció porque la evidencia no llegó a tiempo.',
  'Your cover in force from {date}: {total}.': 'Su cobertura vigente desde el {date}: {total}.',
  'Your evidence of insurability decision': 'La decisión sobre su evidencia de asegurabilidad',
  'Evidence of insurability decision': 'Decisión sobre la evidencia de asegurabilidad',
  'Please enter the guaranteed-issue amount in whole dollars.':
    'Escriba el monto de emisión garantizada en dólares enteros.',
  'The guaranteed-issue amount can be at most $10,000,000.':
    'El monto de emisión garantizada puede ser como máximo $10,000,000.',
  'Please enter a number of days from 1 to 365.': 'Escriba un número de días de 1 a 365.',
  'Please choose a plan.': 'Elija un plan.',
  // The EOI questionnaire: the administrator's form and the wizard's step (ADR 0039).
  'Please enter the question in English.': 'Escriba la pregunta en inglés.',
  'Please enter the question in Spanish.': 'Escriba la pregunta en español.',
  'Please keep the question under 500 characters.': 'La pregunta debe tener menos de 500 caracteres.',
  'A plan can ask at most 20 questions.': 'Un plan puede hacer como máximo 20 preguntas.',
  'Evidence of insurability is not needed for this enrollment.':
    'Esta inscripción no necesita prueba de asegurabilidad.',
  'Evidence of insurability answers saved.': 'Se guardaron las respuestas de prueba de asegurabilidad.',
} satisfies Catalogue;
