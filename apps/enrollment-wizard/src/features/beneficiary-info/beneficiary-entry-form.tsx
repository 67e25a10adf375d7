import { useEffect, useState } from 'react';
import { beneficiaryForm, type ValidateSingleBeneficiaryBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, Button } from '@bs/ui';
import {
  applyServerErrors,
  FormDateField,
  FormSelectField,
  FormTextField,
  useSchemaForm,
  useSingleFlight,
  type DefaultValues,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import type { FieldDefs } from '../../shared/step-kit/field-defs';
import { prune } from '../../shared/step-kit/prune';
import { SsnField } from '../../shared/step-kit/ssn-field';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import styles from '../../shared/step-kit/step-form.module.css';
import { percentageDigits, type BeneficiaryValues } from './beneficiary-rules';

export interface BeneficiaryEntryFormProps {
  id: string;
  title: string;
  initial: BeneficiaryValues;
  defs: FieldDefs;
  relationships: Record<string, string>;
  enrollmentId: string;
  /** Spec §2: the add form's Submit shows only while the total is under 100. */
  showSubmit: boolean;
  onDone: (values: BeneficiaryValues) => void;
  onCancel?: () => void;
}

/**
 * The add or edit form of one beneficiary: checked with the contract's schema, then on the server
 * (validate-single-beneficiary) before it joins the list.
 */
export function BeneficiaryEntryForm(props: BeneficiaryEntryFormProps) {
  const { id, title, initial, defs, relationships, enrollmentId, showSubmit, onDone, onCancel } = props;
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const prepare = (v: BeneficiaryValues) => prune(v);
  const form = useSchemaForm<BeneficiaryValues>({
    schema: beneficiaryForm,
    defaultValues: initial as DefaultValues<BeneficiaryValues>,
    prepare,
    translate: translateSchemaMessage,
    skip: (name) => name in initial && !defs.shown(name) && name !== 'beneficiary_id',
  });
  // An edit form opens with its first field focused, so the person (and a screen reader) is in it.
  const isEdit = Boolean(onCancel);
  useEffect(() => {
    if (isEdit) form.setFocus('first_name');
  }, [isEdit, form]);
  const submit = useSingleFlight(async (values: BeneficiaryValues) => {
    setFormError(null);
    try {
      await apiCall('validate-single-beneficiary', {
        body: { ...prepare(values), enrollment_id: enrollmentId } as ValidateSingleBeneficiaryBody,
      });
    } catch (err) {
      setFormError(applyServerErrors(err, form));
      return;
    }
    onDone(values);
  });
  const shown = (name: string) => defs.shown(name);
  const field = (name: keyof BeneficiaryValues & string) => ({
    control: form.control,
    name,
    readOnly: defs.readOnly(name),
    hint: defs.hint(name),
  });
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
        {shown('first_name') && (
          <FormTextField {...field('first_name')} label={t('fields.firstName')} required />
        )}
        {shown('middle_name') && <FormTextField {...field('middle_name')} label={t('fields.middleName')} />}
        {shown('last_name') && (
          <FormTextField {...field('last_name')} label={t('fields.lastName')} required />
        )}
        {shown('birthdate') && <FormDateField {...field('birthdate')} label={t('fields.dob')} required />}
        {shown('ssn') && <SsnField control={form.control} name="ssn" />}
        {shown('relationship') && (
          <FormSelectField
            {...field('relationship')}
            label={t('fields.relationship')}
            placeholder={t('fields.choose')}
            options={Object.entries(relationships).map(([value, label]) => ({ value, label }))}
            required
          />
        )}
        {shown('beneficiary_percentage') && (
          <FormTextField
            {...field('beneficiary_percentage')}
            label={t('beneficiary.percentage')}
            inputMode="numeric"
            maxLength={3}
            transform={percentageDigits}
            required
          />
        )}
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.entryActions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        )}
        {showSubmit && (
          <Button type="submit" loading={submit.busy}>
            {t('actions.submit')}
          </Button>
        )}
      </div>
    </form>
  );
}
