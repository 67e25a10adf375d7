import type { Catalogue } from '../../i18n/translate';

export default {
  'This question is not asked.': 'Esta pregunta no forma parte del cuestionario.',
  'Please answer this question.': 'Responda esta pregunta.',
  'Health questions are not needed for this enrollment.': 'Esta inscripción no necesita preguntas de salud.',
  'Health information saved.': 'Se guardó la información de salud.',
  // The questionnaire (seeded in src/seed/health-questions.ts).
  'In the past 5 years, have you been diagnosed with or treated for heart disease, a heart attack, a stroke or high blood pressure?':
    'En los últimos 5 años, ¿le han diagnosticado o tratado una enfermedad del corazón, un infarto, un derrame cerebral o presión arterial alta?',
  'In the past 5 years, have you been diagnosed with or treated for cancer, a tumor or leukemia (other than basal cell skin cancer)?':
    'En los últimos 5 años, ¿le han diagnosticado o tratado cáncer, un tumor o leucemia (sin contar el carcinoma basocelular de la piel)?',
  'Have you ever been diagnosed with or treated for diabetes?':
    '¿Alguna vez le han diagnosticado o tratado diabetes?',
  'In the past 5 years, have you been diagnosed with or treated for asthma, COPD, emphysema or another lung disorder?':
    'En los últimos 5 años, ¿le han diagnosticado o tratado asma, EPOC, enfisema u otra enfermedad pulmonar?',
  'In the past 5 years, have you been diagnosed with or treated for a kidney, liver or digestive disorder?':
    'En los últimos 5 años, ¿le han diagnosticado o tratado una enfermedad de los riñones, del hígado o del aparato digestivo?',
  'In the past 5 years, have you been diagnosed with or treated for a mental health condition, or for alcohol or drug use?':
    'En los últimos 5 años, ¿le han diagnosticado o tratado un problema de salud mental, o por consumo de alcohol o drogas?',
  'In the past 12 months, have you been in a hospital, or has a doctor advised surgery or tests that have not been done yet?':
    'En los últimos 12 meses, ¿ha estado hospitalizado, o un médico le ha recomendado una cirugía o pruebas que aún no se han hecho?',
  'In the past 2 years, have you been away from work for more than 10 days in a row because of an illness or injury?':
    'En los últimos 2 años, ¿ha faltado al trabajo más de 10 días seguidos por una enfermedad o lesión?',
  'Are you currently taking any prescription medication?': '¿Toma actualmente algún medicamento con receta?',
} satisfies Catalogue;
