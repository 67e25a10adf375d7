import { useState } from 'react';
import { saveWaitingPeriodBody, type GroupCalendar } from '@bs/contract';
import {
  applyServerErrors,
  FormRadioGroup,
  FormTextField,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useSaveWaitingPeriod } from './use-group-settings';
import styles from './group-settings.module.css';
import { SettingsFormFooter } from './settings-form-footer';

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
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
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
  const submit = useSingleFlight(async (v: Values) => {
    setFormError(null);
    setSaved(false);
    try {
      await save.mutateAsync({
        group_id: groupId,
        rule: v.rule,
        days: v.rule === 'hire-date' ? 0 : Number(v.days),
        election_days: Number(v.election_days),
      });
      setSaved(true);
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="waiting-title"
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h3 id="waiting-title" className={styles.h3}>
        {t('settings.waitingPeriod')}
      </h3>
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
      <SettingsFormFooter
        error={formError}
        saved={saved ? t('settings.waitingSaved') : null}
        busy={submit.busy}
        label={t('settings.saveWaiting')}
      />
    </form>
  );
}
