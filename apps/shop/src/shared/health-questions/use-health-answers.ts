import { useState, type FormEvent } from 'react';
import { apiCall } from '@bs/api-client';
import type { Question } from '@bs/contract';
import { firstErrorMessage } from '@bs/ui';
import { t } from '../after-landing/i18n/messages';
import { blankDraft, checkAnswers, toAnswers, type AnswerDraft, type AnswerErrors } from './answer-state';

export interface HealthAnswersOptions {
  enrollmentId: string;
  planId: number;
  questions: readonly Question[];
  onSaved: (message: string) => void;
  onDeclined: (message: string) => void;
}

/** Draft answers, their checks and the save (decline and success reported to the plan detail). */
export function useHealthAnswers({
  enrollmentId,
  planId,
  questions,
  onSaved,
  onDeclined,
}: HealthAnswersOptions) {
  const [drafts, setDrafts] = useState<Record<number, AnswerDraft>>({});
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const update = (id: number, patch: Partial<AnswerDraft>) => {
    setDrafts((all) => ({ ...all, [id]: { ...(all[id] ?? blankDraft()), ...patch } }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k.split('.')[0] !== String(id))));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const checked = checkAnswers(questions, drafts);
    setErrors(checked.errors);
    setFormError(checked.missing ? t('health.answerAll') : null);
    if (Object.keys(checked.errors).length) return;
    setSaving(true);
    try {
      const res = await apiCall('save-question-answers', {
        body: { enrollment_id: enrollmentId, plan_id: planId, answers: toAnswers(questions, drafts) },
      });
      if (res.errorCode === 'decline') onDeclined(res.error_message ?? t('health.declined'));
      else onSaved(res.success_message ?? t('health.saved'));
    } catch (err) {
      // Everything answered stays; the server's first message shows above Submit.
      setFormError(firstErrorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return { drafts, errors, formError, saving, update, onSubmit };
}
