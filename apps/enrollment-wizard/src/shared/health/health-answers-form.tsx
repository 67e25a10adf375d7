import { useEffect, useRef, type ReactNode } from 'react';
import { healthInfoForm, type HealthQuestions } from '@bs/contract';
import { Alert } from '@bs/ui';
import { applyServerErrors, useSchemaForm, type DefaultValues } from '@bs/ui/form';
import type { StepProps } from '../step-kit/step-props';
import { StepFooter } from '../step-kit/step-footer';
import { preloadScreenshot } from '../step-kit/step-screenshot';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useStepSave } from '../step-kit/use-step-save';
import styles from '../step-kit/step-form.module.css';
import { HealthFields } from './health-fields';
import {
  healthCheckPayload,
  healthPayload,
  healthValues,
  medicationAlias,
  type HealthValues,
} from './health-values';

export interface HealthAnswersFormProps extends StepProps {
  formId: string;
  catalogue: HealthQuestions['result'];
  saved: unknown;
  /** What the form says above the questions (the step's note, and what the answers are for). */
  intro: ReactNode;
  /** The step's save call with the answers' payload (the health step's, or the EOI step's). */
  send: (payload: ReturnType<typeof healthPayload>['payload']) => Promise<unknown>;
}

/**
 * The health-question engine as one step form (the health questions, the EOI questions): the
 * same fields, the contract's rules (healthInfoForm, which both save calls apply), the medication
 * rows' server errors mapped back to the rows sent, Save & Continue Later with the same payload.
 */
export function HealthAnswersForm({
  tab,
  enrollmentId,
  nav,
  formId,
  catalogue,
  saved,
  intro,
  send,
}: HealthAnswersFormProps) {
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
      return send(payload);
    },
  });
  return (
    <>
      <form id={formId} className={styles.form} noValidate onSubmit={step.submit}>
        {intro}
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
        next={{ form: formId, busy: step.saving }}
      />
    </>
  );
}
