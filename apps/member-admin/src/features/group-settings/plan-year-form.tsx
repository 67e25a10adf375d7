import { REMINDER_DAY_CHOICES, savePlanYearBody, type PlanYearData } from '@bs/contract';
import { FormFlagGroup, FormTextField, useSchemaForm } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useSavePlanYear } from './use-group-settings';
import { SettingsForm, useSettingsSave } from './settings-form';
import styles from './group-settings.module.css';

type Dates = {
  starts_on: string;
  ends_on: string;
  oe_opens_on: string;
  oe_closes_on: string;
  coverage_starts_on: string;
};
/** The days and, under `reminders`, one 0/1 flag per day offered (FormFlagGroup's shape). */
type Values = Dates & { reminders: Record<string, 0 | 1> };

/** A new plan year's schedule, as the server gives one (migration 0030). */
const NEW_YEAR_REMINDERS = [7, 2];

export interface PlanYearFormProps {
  groupId: number;
  /** The plan year that concerns today, or null when the group has none yet. */
  year: PlanYearData | null;
}

/** The plan year, its open-enrollment window and the coverage start; the server checks how they fit together. */
export function PlanYearForm({ groupId, year }: PlanYearFormProps) {
  const t = useT();
  const save = useSavePlanYear(groupId);
  const chosen = year?.reminder_days ?? NEW_YEAR_REMINDERS;
  const toBody = ({ reminders, ...dates }: Values) => ({
    ...dates,
    group_id: groupId,
    reminder_days: REMINDER_DAY_CHOICES.filter((d) => reminders[`d${d}`] === 1),
  });
  const form = useSchemaForm<Values>({
    schema: savePlanYearBody,
    defaultValues: {
      starts_on: year?.starts_on ?? '',
      ends_on: year?.ends_on ?? '',
      oe_opens_on: year?.oe_opens_on ?? '',
      oe_closes_on: year?.oe_closes_on ?? '',
      coverage_starts_on: year?.coverage_starts_on ?? '',
      reminders: Object.fromEntries(REMINDER_DAY_CHOICES.map((d) => [`d${d}`, chosen.includes(d) ? 1 : 0])),
    },
    prepare: toBody,
    translate: translateSchemaMessage,
  });
  const submit = useSettingsSave(form, async (v: Values) => {
    await save.mutateAsync(toBody(v));
    return t('settings.planYearSaved');
  });
  const date = (name: keyof Dates, label: string) => (
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
      {/* Sent by the platform to invited employees who have not finished (issue 29, ADR 0034). */}
      <FormFlagGroup
        control={form.control}
        name="reminders"
        legend={t('settings.remindersLegend')}
        hint={t('settings.remindersHint')}
        flags={REMINDER_DAY_CHOICES.map((d) => ({
          key: `d${d}`,
          label: d === 0 ? t('settings.reminderLastDay') : t('settings.reminderDaysBefore', { count: d }),
        }))}
      />
    </SettingsForm>
  );
}
