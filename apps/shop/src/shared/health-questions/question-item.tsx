import type { Question } from '@bs/contract';
import { RadioGroup, TextField } from '@bs/ui';
import type { AnswerDraft, AnswerErrors } from './answer-state';
import { useT } from '../after-landing/i18n/messages';
import { CheckAllOptions } from './check-all-options';
import styles from './health-questions.module.css';
import { TreatmentDetails } from './treatment-details';

export interface QuestionItemProps {
  number: number;
  question: Question;
  draft: AnswerDraft;
  errors: AnswerErrors;
  onChange: (patch: Partial<AnswerDraft>) => void;
}

/** One numbered question: Yes/No, then what its kind asks for (text, check-all, treatments). */
export function QuestionItem({ number, question: q, draft, errors, onChange }: QuestionItemProps) {
  const t = useT();
  const yes = draft.yes === '1';
  return (
    <li className={styles.question}>
      <RadioGroup
        legend={
          <>
            {number}. <span lang={q.text_lang?.question_text}>{q.question_text}</span>
          </>
        }
        name={`question-${q.question_id}`}
        inline
        options={[
          { value: '1', label: t('yes') },
          { value: '0', label: t('no') },
        ]}
        value={draft.yes}
        error={errors[String(q.question_id)]}
        onChange={(v) => onChange({ yes: v as '1' | '0' })}
      />
      {q.question_sub_type === 'text_field' && (
        <TextField
          label={t('health.details', { number })}
          maxLength={1000}
          value={draft.text}
          onChange={(e) => onChange({ text: e.target.value })}
        />
      )}
      {yes && q.question_sub_type === 'checkbox' && (
        <CheckAllOptions
          question={q}
          values={draft.options}
          error={errors[`${q.question_id}.options`]}
          onChange={(options) => onChange({ options })}
        />
      )}
      {yes && q.question_sub_type === 'detail' && (
        <TreatmentDetails
          questionId={q.question_id}
          detail={draft.detail}
          errors={errors}
          onChange={(detail) => onChange({ detail })}
        />
      )}
    </li>
  );
}
