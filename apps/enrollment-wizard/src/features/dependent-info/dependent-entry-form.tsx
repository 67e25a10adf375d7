import { useEffect, useState } from 'react';
import { dependentForm, type ValidateSingleDependentBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, Button, TextField } from '@bs/ui';
import {
  applyServerErrors,
  FormDateField,
  FormDigitsField,
  FormSelectField,
  FormTextField,
  useSchemaForm,
  useSingleFlight,
  type DefaultValues,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import type { FieldDefs } from '../../shared/step-kit/field-defs';
import { SsnField } from '../../shared/step-kit/ssn-field';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import styles from '../../shared/step-kit/step-form.module.css';
import { HealthFields } from '../../shared/health/health-fields';
import { healthValues } from '../../shared/health/health-values';
import { dependentAlias } from './dependent-alias';
import {
  dependentCheckPayload,
  dependentPayload,
  type Catalogue,
  type DependentValues,
} from './dependent-values';

export interface DependentEntryFormProps {
  id: string;
  title: string;
  initial: DependentValues;
  defs: FieldDefs;
  /** The dependents' questionnaire when health questions are required. */
  catalogue: Catalogue | null;
  enrollmentId: string;
  /** After the server accepted the dependent: put it in the list (and save the list). */
  onDone: (values: DependentValues) => Promise<void>;
  onCancel?: () => void;
}

/**
 * The add or edit form of one dependent ('Dependent #n', spec §2): its own fields, the health
 * questions when required, checked by the contract's schema and then by validate-single-dependent.
 */
export function DependentEntryForm(props: DependentEntryFormProps) {
  const { id, title, initial, defs, catalogue, enrollmentId, onDone, onCancel } = props;
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const start: DependentValues =
    catalogue && !initial.health_info ? { ...initial, health_info: healthValues(catalogue, null) } : initial;
  const form = useSchemaForm<DependentValues>({
    schema: dependentForm,
    defaultValues: start as DefaultValues<DependentValues>,
    prepare: dependentCheckPayload,
    translate: translateSchemaMessage,
  });
  // An edit form opens with its first field focused, so the person (and a screen reader) is in it.
  const isEdit = Boolean(onCancel);
  useEffect(() => {
    if (isEdit) form.setFocus('primary_info.first_name');
  }, [isEdit, form]);
  const submit = useSingleFlight(async (values: DependentValues) => {
    setFormError(null);
    const { payload, rowOf } = dependentPayload(values);
    try {
      await apiCall('validate-single-dependent', {
        body: { enrollment_id: enrollmentId, ...payload } as ValidateSingleDependentBody,
      });
    } catch (err) {
      setFormError(applyServerErrors(err, form, { alias: dependentAlias(values.health_info, rowOf) }));
      return;
    }
    await onDone(values);
  });

  const p = (name: string) => `primary_info.${name}` as const;
  const shown = (name: string) => defs.shown(name);
  const field = (name: string) => ({
    control: form.control,
    name: p(name) as `primary_info.${string}`,
    readOnly: defs.readOnly(name),
    hint: defs.hint(name),
  });
  const relationship = initial.primary_info.relationship;
  const titleId = `${id}-title`;
  return (
    <form
      id={id}
      className={`${styles.form} ${styles.entry}`}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.grid}>
        {shown('relationship') && (
          <TextField
            label={t('fields.relationship')}
            readOnly
            value={relationship ? t(`dependent.relationship.${relationship}`) : ''}
            hint={defs.hint('relationship')}
          />
        )}
        {shown('first_name') && (
          <FormTextField {...field('first_name')} label={t('fields.firstName')} required />
        )}
        {shown('middle_name') && <FormTextField {...field('middle_name')} label={t('fields.middleName')} />}
        {shown('last_name') && (
          <FormTextField {...field('last_name')} label={t('fields.lastName')} required />
        )}
        {shown('birthdate') && <FormDateField {...field('birthdate')} label={t('fields.dob')} required />}
        {shown('ssn') && <SsnField control={form.control} name="primary_info.ssn" required />}
        {shown('gender') && (
          <FormSelectField
            {...field('gender')}
            label={t('fields.genderLabel')}
            placeholder={t('fields.choose')}
            options={[0, 1].map((v) => ({ value: v, label: t(`fields.gender.${v}`) }))}
            required
          />
        )}
        {shown('weight') && <FormDigitsField {...field('weight')} label={t('fields.weight')} maxDigits={3} />}
        {shown('height_feet') && (
          <FormDigitsField {...field('height_feet')} label={t('fields.feet')} maxDigits={1} />
        )}
        {shown('height_inch') && (
          <FormDigitsField {...field('height_inch')} label={t('fields.inches')} maxDigits={2} />
        )}
      </div>
      {catalogue && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('dependent.healthTitle')}</h3>
          <HealthFields
            control={form.control}
            prefix="health_info."
            questions={catalogue.codition_questions}
            medicationQuestion={catalogue.medication_question.question_text}
          />
        </section>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.entryActions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        )}
        <Button type="submit" loading={submit.busy}>
          {t('actions.submit')}
        </Button>
      </div>
    </form>
  );
}
