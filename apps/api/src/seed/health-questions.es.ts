import type { WIZARD_HEALTH_QUESTIONS } from './health-questions';

type QuestionId = (typeof WIZARD_HEALTH_QUESTIONS)[number]['question_id'];

/** Spanish of the wizard's health questionnaire (health-questions.ts), by question id. */
export const WIZARD_HEALTH_QUESTIONS_ES: Record<QuestionId, string> = {
  101: 'En los últimos 5 años, ¿le han diagnosticado o tratado por una enfermedad cardíaca, un ataque cardíaco, un derrame cerebral o presión arterial alta?',
  102: 'En los últimos 5 años, ¿le han diagnosticado o tratado por cáncer, un tumor o leucemia (que no sea cáncer de piel de células basales)?',
  103: '¿Alguna vez le han diagnosticado o tratado por diabetes?',
  104: 'En los últimos 5 años, ¿le han diagnosticado o tratado por asma, EPOC, enfisema u otro trastorno pulmonar?',
  105: 'En los últimos 5 años, ¿le han diagnosticado o tratado por un trastorno renal, hepático o digestivo?',
  106: 'En los últimos 5 años, ¿le han diagnosticado o tratado por una afección de salud mental, o por consumo de alcohol o drogas?',
  107: 'En los últimos 12 meses, ¿ha estado en un hospital, o un médico le ha recomendado una cirugía o pruebas que todavía no se han hecho?',
  108: 'En los últimos 2 años, ¿ha faltado al trabajo más de 10 días seguidos por una enfermedad o lesión?',
  120: '¿Toma actualmente algún medicamento recetado?',
};
