import { useEffect, useRef } from 'react';
import { healthInfoForm, type HealthQuestions, type SaveEoiInfoBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert } from '@bs/ui';
import { applyServerErrors, useSchemaForm, type DefaultValues } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepFooter } from '../../shared/step-kit/step-footer';
import { preloadScreenshot } from '../../shared/step-kit/step-screenshot';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useStepSave } from '../../shared/step-kit/use-step-save';
import styles from '../../shared/step-kit/step-form.module.css';
import { HealthFields } from '../../shared/health/health-fields';
import {
  healthCheckPayload,
  healthPayload,
  healthValues,
  medicationAlias,
  type HealthValues,
} from '../../shared/health/health-values';
import { PendingCover } from './pending-cover';

const FORM_ID = 'eoi-questions-form';

export interface EoiQuestionsFormProps extends StepProps {
  catalogue: HealthQuestions['result'];
  saved: unknown;
}

/**
 * The applicant's answers to the pending plans' EOI questions, with the health questions' engine:
 * the same fields, the same contract rules (healthInfoForm, which save-eoi-info applies too), saved
 * with save-eoi-info. Above them, what the answers are for: the cover pending evidence.
 */
export function EoiQuestionsForm({ tab, enrollmentId, nav, catalogue, saved }: EoiQuestionsFormProps) {
  const t = useT();
  const form = useSchemaForm<HealthValues>({
    schema: healthInfoForm,
    defaultValues: healthValues(catalogue, saved) as DefaultValues<HealthValues>,
    prepare: healthCheckPayload,
    translate: translateSchemaMessage,
  });
  useEffect(preloadScreenshot, []);
  const sent = useRef<number[]>([]);
  const step = useStepSave({
    form,
    tab,
    enrollmentId,
    nav,
    alias: () => medicationAlias(sent.current),
    save: (v) => {
      const { payload, rowOf } = healthPayload(v);
      sent.current = rowOf;
      return apiCall('save-eoi-info', {
        body: { enrollment_id: enrollmentId, ...payload } as SaveEoiInfoBody,
      });
    },
  });
  return (
    <>
      <form id={FORM_ID} className={styles.form} noValidate onSubmit={step.submit}>
        <PendingCover enrollmentId={enrollmentId} />
        <p className={styles.note}>{t('eoi.intro')}</p>
        <HealthFields
          control={form.control}
          prefix=""
          questions={catalogue.codition_questions}
          medicationQuestion={catalogue.medication_question.question_text}
        />
        {step.formError && <Alert tone="error">{step.formError}</Alert>}
      </form>
      <StepFooter
        tab={tab}
        onBack={nav.back}
        saveLaterData={() => healthPayload(form.getValues()).payload}
        onSaveLaterError={(err) => applyServerErrors(err, form, { focus: false })}
        next={{ form: FORM_ID, busy: step.saving }}
      />
    </>
  );
}
