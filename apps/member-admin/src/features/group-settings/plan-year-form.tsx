import { savePlanYearBody, type PlanYearData } from '@bs/contract';
import { FormTextField, useSchemaForm } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useSavePlanYear } from './use-group-settings';
import { SettingsForm, useSettingsSave } from './settings-form';
import styles from './group-settings.module.css';

type Values = {
  starts_on: string;
  ends_on: string;
  oe_opens_on: string;
  oe_closes_on: string;
  coverage_starts_on: string;
};

export interface PlanYearFormProps {
  groupId: number;
  /** The plan year that concerns today, or null when the group has none yet. */
  year: PlanYearData | null;
}

/** The plan year, its open-enrollment window and the coverage start; the server checks how they fit together. */
export function PlanYearForm({ groupId, year }: PlanYearFormProps) {
  const t = useT();
  const save = useSavePlanYear(groupId);
  const form = useSchemaForm<Values>({
    schema: savePlanYearBody,
    defaultValues: {
      starts_on: year?.starts_on ?? '',
      ends_on: year?.ends_on ?? '',
      oe_opens_on: year?.oe_opens_on ?? '',
      oe_closes_on: year?.oe_closes_on ?? '',
      coverage_starts_on: year?.coverage_starts_on ?? '',
    },
    prepare: (v) => ({ ...v, group_id: groupId }),
    translate: translateSchemaMessage,
  });
  const submit = useSettingsSave(form, async (v: Values) => {
    await save.mutateAsync({ ...v, group_id: groupId });
    return t('settings.planYearSaved');
  });
  const date = (name: keyof Values, label: string) => (
    <FormTextField control={form.control} name={name} type="date" label={label} required />
  );
  return (
    <SettingsForm
      id="plan-year-title"
      title={t('settings.planYearTitle')}
      save={submit}
      saveLabel={t('settings.savePlanYear')}
    >
      <p className={styles.muted}>{t('settings.planYearHint')}</p>
      <div className={styles.fields}>
        {date('starts_on', t('settings.startsOn'))}
        {date('ends_on', t('settings.endsOn'))}
        {date('oe_opens_on', t('settings.oeOpensOn'))}
        {date('oe_closes_on', t('settings.oeClosesOn'))}
        {date('coverage_starts_on', t('settings.coverageStartsOn'))}
      </div>
    </SettingsForm>
  );
}
