import { useEffect, useRef } from 'react';
import type { Question } from '@bs/contract';
import { Alert, Card, FormActions } from '@bs/ui';
import { useT } from '../after-landing/i18n/messages';
import { blankDraft } from './answer-state';
import styles from './health-questions.module.css';
import { QuestionItem } from './question-item';
import { useHealthAnswers, type HealthAnswersOptions } from './use-health-answers';

export interface HealthQuestionsProps extends HealthAnswersOptions {
  planName: string;
  onCancel: () => void;
}

/** The health question screen inside plan detail (after Enroll Now). */
export function HealthQuestions({ planName, onCancel, ...options }: HealthQuestionsProps) {
  const t = useT();
  const { drafts, errors, formError, saving, update, onSubmit } = useHealthAnswers(options);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card as="section" aria-labelledby="health-questions-title">
      <h2 id="health-questions-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('health.title')}
      </h2>
      <p className={styles.intro}>{t('health.intro', { plan: planName })}</p>
      <form noValidate onSubmit={onSubmit}>
        <ol className={styles.list}>
          {options.questions.map((q: Question, i) => (
            <QuestionItem
              key={q.question_id}
              number={i + 1}
              question={q}
              draft={drafts[q.question_id] ?? blankDraft()}
              errors={errors}
              onChange={(patch) => update(q.question_id, patch)}
            />
          ))}
        </ol>
        {formError && <Alert tone="error">{formError}</Alert>}
        <FormActions
          onBack={onCancel}
          saving={saving}
          className={styles.actions}
          backLabel={t('actions.back')}
          submitLabel={t('actions.submit')}
        />
      </form>
    </Card>
  );
}
