import type { ReactNode } from 'react';
import {
  FormDateField,
  FormRadioGroup,
  FormTextAreaField,
  FormTextField,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import styles from './health.module.css';

export interface HealthFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** Where the answers sit in the form: '' on the Health Questions step, 'health_info.' for a dependent. */
  prefix: string;
  questions: readonly { question_id: number; question_text: string }[];
  medicationQuestion: string;
}

/**
 * The yes/no condition questions (no by default; yes reveals one condition's details), the
 * medication question (yes reveals three rows) and additional notes (wizard §2, §3).
 */
export function HealthFields<T extends FieldValues>({
  control,
  prefix,
  questions,
  medicationQuestion,
}: HealthFieldsProps<T>) {
  const t = useT();
  const name = (path: string) => `${prefix}${path}` as FieldPath<T>;
  const yesNo = [
    { value: 1, label: t('health.yes') },
    { value: 0, label: t('health.no') },
  ];
  return (
    <div className={styles.questions}>
      <ol className={styles.list}>
        {questions.map((q, i) => (
          <li key={q.question_id} className={styles.question}>
            <FormRadioGroup
              control={control}
              name={name(`condition_questions.${i}.yes_no_flag`)}
              legend={q.question_text}
              options={yesNo}
              inline
            />
            <Reveal control={control} when={name(`condition_questions.${i}.yes_no_flag`)}>
              <ConditionDetails control={control} base={name(`condition_questions.${i}.conditions.0.`)} />
            </Reveal>
          </li>
        ))}
        <li className={styles.question}>
          <FormRadioGroup
            control={control}
            name={name('medication_question.yes_no_flag')}
            legend={medicationQuestion}
            options={yesNo}
            inline
          />
          <Reveal control={control} when={name('medication_question.yes_no_flag')}>
            {[0, 1, 2].map((row) => (
              <fieldset key={row} className={styles.details}>
                <legend className={styles.detailsTitle}>{t('health.medicationRow', { n: row + 1 })}</legend>
                <div className={styles.grid}>
                  <FormTextField
                    control={control}
                    name={name(`medication_question.medications.${row}.medication`)}
                    label={t('health.medication')}
                    required={row === 0}
                  />
                  <FormTextField
                    control={control}
                    name={name(`medication_question.medications.${row}.dosage`)}
                    label={t('health.dosage')}
                    required={row === 0}
                  />
                  <FormTextField
                    control={control}
                    name={name(`medication_question.medications.${row}.medical_condition`)}
                    label={t('health.medicalCondition')}
                    required={row === 0}
                  />
                </div>
              </fieldset>
            ))}
          </Reveal>
        </li>
      </ol>
      <FormTextAreaField control={control} name={name('notes')} label={t('health.notes')} rows={3} />
    </div>
  );
}

function Reveal<T extends FieldValues>({
  control,
  when,
  children,
}: {
  control: Control<T>;
  when: FieldPath<T>;
  children: ReactNode;
}) {
  const answer = useWatch({ control, name: when });
  return answer === 1 ? <div className={styles.reveal}>{children}</div> : null;
}

function ConditionDetails<T extends FieldValues>({ control, base }: { control: Control<T>; base: string }) {
  const t = useT();
  const at = (f: string) => `${base}${f}` as FieldPath<T>;
  const yesNo = [
    { value: 1, label: t('health.yes') },
    { value: 0, label: t('health.no') },
  ];
  return (
    <fieldset className={styles.details}>
      <legend className={styles.detailsTitle}>{t('health.details')}</legend>
      <div className={styles.grid}>
        <FormTextField
          control={control}
          name={at('health_condition')}
          label={t('health.condition')}
          required
        />
        <FormDateField control={control} name={at('date_of_onset')} label={t('health.onset')} required />
        <FormDateField control={control} name={at('date_of_recovery')} label={t('health.recovery')} />
        <FormDateField control={control} name={at('d_last_seen')} label={t('health.lastSeen')} />
      </div>
      <FormRadioGroup
        control={control}
        name={at('is_treatment')}
        legend={t('health.treatment')}
        options={yesNo}
        inline
      />
      <FormRadioGroup
        control={control}
        name={at('is_medicate')}
        legend={t('health.medicated')}
        options={yesNo}
        inline
      />
      <FormTextAreaField control={control} name={at('symptoms')} label={t('health.symptoms')} rows={2} />
    </fieldset>
  );
}
