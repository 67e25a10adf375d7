import { useEffect, useRef, useState } from 'react';
import { categoryKey, saveTaxTreatmentBody } from '@bs/contract';
import { useChoiceLabels } from '@bs/ui';
import {
  applyServerErrors,
  FormRadioGroup,
  FormSelectField,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { SettingsFormFooter } from './settings-form-footer';
import { useSaveTaxTreatment } from './use-group-settings';
import styles from './group-settings.module.css';

type Values = { category: string; pre_tax: string };

export interface TaxTreatmentFormProps {
  groupId: number;
  /** The categories deducted before tax now (get-pay-terms); every other is after tax. */
  preTaxCategories: readonly string[];
}

/** Section 125: whether a plan category's deductions are taken before or after tax. */
export function TaxTreatmentForm({ groupId, preTaxCategories }: TaxTreatmentFormProps) {
  const t = useT();
  const { categoryName } = useChoiceLabels();
  const save = useSaveTaxTreatment(groupId);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const current = (category: string) => (preTaxCategories.includes(category) ? 'true' : 'false');
  const form = useSchemaForm<Values>({
    schema: saveTaxTreatmentBody,
    defaultValues: { category: 'dental', pre_tax: current('dental') },
    prepare: (v) => ({
      group_id: groupId,
      category: v.category,
      pre_tax: v.pre_tax === '' ? undefined : v.pre_tax === 'true',
    }),
    translate: translateSchemaMessage,
  });
  // Choosing another category shows that category's choice as it stands.
  const category = useWatch({ control: form.control, name: 'category' });
  const shown = useRef(category);
  useEffect(() => {
    if (shown.current === category) return;
    shown.current = category;
    form.setValue('pre_tax', current(category));
    setSaved(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new category resets the choice
  }, [category]);
  const submit = useSingleFlight(async (v: Values) => {
    setFormError(null);
    setSaved(null);
    try {
      const r = await save.mutateAsync({
        group_id: groupId,
        category: v.category as 'dental',
        pre_tax: v.pre_tax === 'true',
      });
      const name = categoryName(r.category);
      setSaved(
        r.pre_tax
          ? t('settings.taxSavedPre', { category: name })
          : t('settings.taxSavedPost', { category: name }),
      );
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="tax-title"
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h3 id="tax-title" className={styles.h3}>
        {t('settings.taxTitle')}
      </h3>
      <p className={styles.muted}>
        {preTaxCategories.length
          ? t('settings.preTaxNow', { categories: preTaxCategories.map(categoryName).join(', ') })
          : t('settings.noPreTax')}
      </p>
      <div className={styles.fields}>
        <FormSelectField
          control={form.control}
          name="category"
          label={t('settings.category')}
          options={categoryKey.options.map((c) => ({ value: c, label: categoryName(c) }))}
          required
        />
        <FormRadioGroup
          control={form.control}
          name="pre_tax"
          legend={t('settings.taxChoice')}
          options={[
            { value: 'true', label: t('settings.preTax') },
            { value: 'false', label: t('settings.afterTax') },
          ]}
        />
      </div>
      <SettingsFormFooter error={formError} saved={saved} busy={submit.busy} label={t('settings.saveTax')} />
    </form>
  );
}
