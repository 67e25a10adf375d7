import { useEffect, useRef } from 'react';
import { categoryKey, saveTaxTreatmentBody } from '@bs/contract';
import { useCategoryName } from '@bs/ui';
import { FormRadioGroup, FormSelectField, useSchemaForm, useWatch } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { SettingsForm, useSettingsSave } from './settings-form';
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
  const categoryName = useCategoryName();
  const save = useSaveTaxTreatment(groupId);
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
  const submit = useSettingsSave(form, async (v: Values) => {
    const r = await save.mutateAsync({
      group_id: groupId,
      category: v.category as 'dental',
      pre_tax: v.pre_tax === 'true',
    });
    const name = categoryName(r.category);
    return r.pre_tax
      ? t('settings.taxSavedPre', { category: name })
      : t('settings.taxSavedPost', { category: name });
  });
  // Choosing another category shows that category's choice as it stands.
  const category = useWatch({ control: form.control, name: 'category' });
  const shown = useRef(category);
  useEffect(() => {
    if (shown.current === category) return;
    shown.current = category;
    form.setValue('pre_tax', current(category));
    submit.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new category resets the choice
  }, [category]);
  return (
    <SettingsForm
      id="tax-title"
      title={t('settings.taxTitle')}
      save={submit}
      saveLabel={t('settings.saveTax')}
    >
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
    </SettingsForm>
  );
}
