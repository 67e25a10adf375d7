import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import type { EoiCaseAnswers } from '@bs/contract';
import { useLanguage } from '@bs/i18n';
import { Alert, Button, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './eoi-cases.module.css';

type Answers = NonNullable<EoiCaseAnswers['answers']>;
/** The details a Yes reveals, in the order the step asks them. */
const DETAILS = [
  'health_condition',
  'date_of_onset',
  'date_of_recovery',
  'd_last_seen',
  'is_treatment',
  'is_medicate',
  'symptoms',
] as const;

/**
 * The member's answers to the EOI questions of one case (get-eoi-case-answers, ADR 0039), read
 * only when the rep or the platform administrator opens them: health answers are read on purpose,
 * not with the list. The questions are kept in the words the member was asked (English, as the
 * health answers are).
 */
export function EoiAnswers({ caseId, name }: { caseId: number; name: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const answers = useQuery({
    ...callQueryOptions('get-eoi-case-answers', { query: { case_id: caseId } }),
    enabled: open,
    retry: false,
  });
  const panel = `eoi-answers-${caseId}`;
  return (
    <div className={styles.answers}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('eoi.answers.hide') : t('eoi.answers.show')}
      </Button>
      {open && (
        <section id={panel} aria-label={t('eoi.answers.title', { name })}>
          {answers.isError ? (
            <Alert tone="error">{t('eoi.answers.error')}</Alert>
          ) : !answers.data ? (
            <Skeleton height="4rem" />
          ) : answers.data.answers === null ? (
            <p className={styles.muted}>{t('eoi.answers.none')}</p>
          ) : (
            <AnswerList answers={answers.data.answers} />
          )}
        </section>
      )}
    </div>
  );
}

function AnswerList({ answers }: { answers: Answers }) {
  const t = useT();
  const [language] = useLanguage();
  // The stored question texts are English: say so to a Spanish page's screen reader.
  const asked = language === 'en' ? undefined : 'en';
  const yesNo = (v: number | string | undefined) =>
    v === 1 || v === '1'
      ? t('eoi.answers.yes')
      : v === 0 || v === '0'
        ? t('eoi.answers.no')
        : String(v ?? '');
  const med = answers.medication_question;
  return (
    <dl className={styles.answerList}>
      {answers.condition_questions.map((q) => (
        <div key={q.question_id} className={styles.answer}>
          <dt lang={asked}>{q.question_text}</dt>
          <dd>
            <strong>{yesNo(q.yes_no_flag)}</strong>
            {q.conditions.map((c, i) => (
              <ul key={i} className={styles.details}>
                {DETAILS.filter((k) => c[k] !== undefined && c[k] !== '').map((k) => (
                  <li key={k}>
                    {t(`eoi.answers.detail.${k}`)}:{' '}
                    {k === 'is_treatment' || k === 'is_medicate' ? yesNo(c[k]) : String(c[k])}
                  </li>
                ))}
              </ul>
            ))}
          </dd>
        </div>
      ))}
      <div className={styles.answer}>
        <dt lang={asked}>{med.question_text}</dt>
        <dd>
          <strong>{yesNo(med.yes_no_flag)}</strong>
          {med.medications.length > 0 && (
            <ul className={styles.details}>
              {med.medications.map((m, i) => (
                <li key={i}>{[m.medication, m.dosage, m.medical_condition].filter(Boolean).join(' · ')}</li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      {answers.notes && (
        <div className={styles.answer}>
          <dt>{t('eoi.answers.notes')}</dt>
          <dd>{answers.notes}</dd>
        </div>
      )}
    </dl>
  );
}
