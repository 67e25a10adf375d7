import type { Catalogue } from '../../i18n/translate';

/** Spanish of the health questions' answer checks and outcomes. */
export default {
  'Please answer all questions': 'Responda todas las preguntas',
  'This question does not belong to the plan.': 'Esta pregunta no pertenece al plan.',
  'This question is answered twice.': 'Esta pregunta se respondió dos veces.',
  'Please check at least one option.': 'Marque al menos una opción.',
  'Please choose only the options listed.': 'Elija solo las opciones de la lista.',
  'Please give the dates, reason and physician of the treatment.':
    'Indique las fechas, el motivo y el médico del tratamiento.',
  'Please enter a past date as MM/DD/YYYY.': 'Ingrese una fecha pasada con el formato MM/DD/AAAA.',
  'The end date cannot be before the start date.':
    'La fecha de finalización no puede ser anterior a la fecha de inicio.',
  'This plan has no health questions.': 'Este plan no tiene preguntas de salud.',
  'Based on your answers we cannot offer {plan}.': 'Según sus respuestas, no podemos ofrecerle {plan}.',
  'Thank you. Your answers for {plan} were saved.': 'Gracias. Se guardaron sus respuestas para {plan}.',
} satisfies Catalogue;
