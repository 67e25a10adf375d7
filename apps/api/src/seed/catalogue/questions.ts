import type { PlanSeed } from './types';

export type QuestionSeed = {
  question_id: number;
  plan_id: number;
  position: number;
  question_text: string;
  sub_type: 'text_field' | 'checkbox' | 'detail';
  require_detail: boolean;
  knock_out: boolean;
  decline_message: string | null;
  options: { option_id: number; option_text: string; option_group: string }[];
};

const A = 'A. Prior to age 60';
const B = 'B. Prior to age 75';

/**
 * The health questions of an underwritten plan (ids plan_id * 10 + n): a text field, a
 * check-all-that-apply list in two groups, a treatment question needing details and the plan's
 * knock-out question (a yes declines).
 */
export function healthQuestions(plan: PlanSeed): QuestionSeed[] {
  if (!plan.knock_out) return [];
  const id = (n: number) => plan.plan_id * 10 + n;
  const base = {
    plan_id: plan.plan_id,
    require_detail: false,
    knock_out: false,
    decline_message: null,
    options: [],
  };
  return [
    {
      ...base,
      question_id: id(1),
      position: 1,
      question_text: 'Do you take any prescription medication regularly? If yes, please name it.',
      sub_type: 'text_field',
    },
    {
      ...base,
      question_id: id(2),
      position: 2,
      question_text: 'Have you ever been diagnosed with any of the following? Check all that apply.',
      sub_type: 'checkbox',
      options: [
        { option_id: id(2) * 10 + 1, option_text: 'Diabetes', option_group: A },
        { option_id: id(2) * 10 + 2, option_text: 'High blood pressure', option_group: A },
        { option_id: id(2) * 10 + 3, option_text: 'Asthma or COPD', option_group: A },
        { option_id: id(2) * 10 + 4, option_text: 'Kidney disease', option_group: B },
        { option_id: id(2) * 10 + 5, option_text: 'Liver disease', option_group: B },
        { option_id: id(2) * 10 + 6, option_text: 'Joint replacement', option_group: B },
      ],
    },
    {
      ...base,
      question_id: id(3),
      position: 3,
      question_text:
        'In the last 2 years, have you been hospitalized or received medical treatment lasting more than 14 days?',
      sub_type: 'detail',
      require_detail: true,
    },
    {
      ...base,
      question_id: id(4),
      position: 4,
      question_text: plan.knock_out.text,
      sub_type: 'detail',
      knock_out: true,
      decline_message: plan.knock_out.decline_message,
    },
  ];
}
