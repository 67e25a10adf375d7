/**
 * Spanish of the health questions every underwritten plan shares (questions.ts), by position;
 * the knock-out question is the plan's own (plans-*.es.ts knock_out).
 */
export const QUESTION_TEXTS_ES: Record<number, string> = {
  1: '¿Toma algún medicamento recetado con regularidad? Si es así, indique cuál.',
  2: '¿Alguna vez le han diagnosticado alguna de las siguientes afecciones? Marque todas las que correspondan.',
  3: 'En los últimos 2 años, ¿ha estado hospitalizado(a) o ha recibido un tratamiento médico de más de 14 días?',
};

/** The check-all-that-apply options and their groups, by the English text. */
export const OPTION_TEXTS_ES: Record<string, string> = {
  Diabetes: 'Diabetes',
  'High blood pressure': 'Presión arterial alta',
  'Asthma or COPD': 'Asma o EPOC',
  'Kidney disease': 'Enfermedad renal',
  'Liver disease': 'Enfermedad hepática',
  'Joint replacement': 'Reemplazo de articulación',
  'A. Prior to age 60': 'A. Antes de los 60 años',
  'B. Prior to age 75': 'B. Antes de los 75 años',
};
