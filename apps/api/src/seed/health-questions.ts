/** The wizard's health questionnaire (Health Questions step, and each dependent's answers). */
export const WIZARD_HEALTH_QUESTIONS = [
  {
    question_id: 101,
    kind: 'condition',
    asked_of: 'all',
    question_text:
      'In the past 5 years, have you been diagnosed with or treated for heart disease, a heart attack, a stroke or high blood pressure?',
  },
  {
    question_id: 102,
    kind: 'condition',
    asked_of: 'all',
    question_text:
      'In the past 5 years, have you been diagnosed with or treated for cancer, a tumor or leukemia (other than basal cell skin cancer)?',
  },
  {
    question_id: 103,
    kind: 'condition',
    asked_of: 'all',
    question_text: 'Have you ever been diagnosed with or treated for diabetes?',
  },
  {
    question_id: 104,
    kind: 'condition',
    asked_of: 'all',
    question_text:
      'In the past 5 years, have you been diagnosed with or treated for asthma, COPD, emphysema or another lung disorder?',
  },
  {
    question_id: 105,
    kind: 'condition',
    asked_of: 'all',
    question_text:
      'In the past 5 years, have you been diagnosed with or treated for a kidney, liver or digestive disorder?',
  },
  {
    question_id: 106,
    kind: 'condition',
    asked_of: 'all',
    question_text:
      'In the past 5 years, have you been diagnosed with or treated for a mental health condition, or for alcohol or drug use?',
  },
  {
    question_id: 107,
    kind: 'condition',
    asked_of: 'all',
    question_text:
      'In the past 12 months, have you been in a hospital, or has a doctor advised surgery or tests that have not been done yet?',
  },
  {
    question_id: 108,
    kind: 'condition',
    asked_of: 'primary',
    question_text:
      'In the past 2 years, have you been away from work for more than 10 days in a row because of an illness or injury?',
  },
  {
    question_id: 120,
    kind: 'medication',
    asked_of: 'all',
    question_text: 'Are you currently taking any prescription medication?',
  },
] as const;
