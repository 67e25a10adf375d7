import { saveWaitingPeriodBody, type GroupCalendar } from '@bs/contract';
import { FormRadioGroup, FormTextField, useSchemaForm, useWatch } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useSaveWaitingPeriod } from './use-group-settings';
import styles from './group-settings.module.css';
import { SettingsForm, useSettingsSave } from './settings-form';

type Rule = GroupCalendar['waiting_period']['rule'];
type Values = { rule: Rule; days: string; election_days: string };

/** '' stays NaN so the schema says "Please enter a whole number of days." rather than reading 0. */
const numberOf = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/**
 * The group's new-hire rule (issue 29): coverage on the hire date, on the first of the month after
 * N days, or N days after the hire date, and how long a new hire has to choose. The census hire
 * date and this rule give each new hire their dates (the invitation says them).
 */
export function WaitingPeriodForm({
  groupId,
  current,
}: {
  groupId: number;
  current: GroupCalendar['waiting_period'];
}) {
  const t = useT();
  const save = useSaveWaitingPeriod(groupId);
  const form = useSchemaForm<Values>({
    schema: saveWaitingPeriodBody,
    defaultValues: {
      rule: current.rule,
      days: String(current.days),
      election_days: String(current.election_days),
    },
    prepare: (v) => ({
      group_id: groupId,
      rule: v.rule,
      days: v.rule === 'hire-date' ? 0 : numberOf(v.days),
      election_days: numberOf(v.election_days),
    }),
    translate: translateSchemaMessage,
  });
  const rule = useWatch({ control: form.control, name: 'rule' });
  const submit = useSettingsSave(form, async (v: Values) => {
    await save.mutateAsync({
      group_id: groupId,
      rule: v.rule,
      days: v.rule === 'hire-date' ? 0 : Number(v.days),
      election_days: Number(v.election_days),
    });
    return t('settings.waitingSaved');
  });
  return (
    <SettingsForm
      id="waiting-title"
      title={t('settings.waitingPeriod')}
      save={submit}
      saveLabel={t('settings.saveWaiting')}
    >
      <p className={styles.status}>
        {t(`settings.waiting.${current.rule}`, { days: current.days })}{' '}
        {t('settings.electionDays', { days: current.election_days })}
      </p>
      <p className={styles.muted}>{t('settings.waitingHint')}</p>
      <FormRadioGroup
        control={form.control}
        name="rule"
        legend={t('settings.waitingRule')}
        options={(['first-of-month-after', 'hire-date', 'after-days'] as const).map((r) => ({
          value: r,
          label: t(`settings.waitingRules.${r}`),
        }))}
      />
      <div className={styles.fields}>
        {rule !== 'hire-date' && (
          <FormTextField
            control={form.control}
            name="days"
            label={t('settings.waitingDays')}
            hint={t(rule === 'after-days' ? 'settings.waitingDaysHint90' : 'settings.waitingDaysHint60')}
            inputMode="numeric"
            required
          />
        )}
        <FormTextField
          control={form.control}
          name="election_days"
          label={t('settings.electionDaysLabel')}
          hint={t('settings.electionDaysHint')}
          inputMode="numeric"
          required
        />
      </div>
    </SettingsForm>
  );
}
