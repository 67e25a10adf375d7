import { useState } from 'react';
import { WAIVE_REASONS, waiveCoverageForm, type WaiveReason } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, FormActions } from '@bs/ui';
import {
  applyServerErrors,
  FormRadioGroup,
  FormTextAreaField,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import styles from './invitation.module.css';

type WaiveValues = { reason: WaiveReason | ''; text: string };

export interface WaiveFormProps {
  token: string;
  onWaived: (at: string) => void;
  onCancel: () => void;
}

/**
 * "I don't want coverage" with a reason from the list; Other needs a few words. Checked with the
 * contract's schema here and again by the server, whose errors land beside the same fields.
 */
export function WaiveForm({ token, onWaived, onCancel }: WaiveFormProps) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<WaiveValues>({
    schema: waiveCoverageForm,
    defaultValues: { reason: '', text: '' },
    translate: translateSchemaMessage,
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const submit = useSingleFlight(async (v: WaiveValues) => {
    setFormError(null);
    try {
      const r = await apiCall('waive-coverage', {
        body: { token, reason: v.reason as WaiveReason, text: v.reason === 'other' ? v.text : '' },
      });
      onWaived(r.waived_at);
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="waive-title"
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h2 id="waive-title" className={styles.formTitle}>
        {t('waive.title')}
      </h2>
      <FormRadioGroup
        control={form.control}
        name="reason"
        legend={t('waive.reasonLegend')}
        options={WAIVE_REASONS.map((r) => ({ value: r, label: t(`waive.reason.${r}`) }))}
      />
      {reason === 'other' && (
        <FormTextAreaField
          control={form.control}
          name="text"
          label={t('waive.textLabel')}
          hint={t('waive.textHint')}
          maxLength={500}
          required
        />
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormActions
        onBack={onCancel}
        saving={submit.busy}
        backLabel={t('waive.cancel')}
        submitLabel={t('waive.submit')}
      />
    </form>
  );
}
