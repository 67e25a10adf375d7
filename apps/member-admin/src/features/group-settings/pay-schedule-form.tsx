import { useEffect, useRef, useState } from 'react';
import { savePayScheduleBody, type PayScheduleView } from '@bs/contract';
import { formatLongDate } from '@bs/i18n';
import { Alert, Button } from '@bs/ui';
import {
  applyServerErrors,
  FormSelectField,
  FormTextField,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { todayIso, useSavePaySchedule } from './use-group-settings';
import styles from './group-settings.module.css';

type Values = { plan_year_start: string; frequency: string; first_pay_date: string };
const FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;

export interface PayScheduleFormProps {
  groupId: number;
  schedules: readonly PayScheduleView[];
  nextPayDates: readonly string[];
}

/** The plan year's pay frequency and first pay date; the per-paycheck amounts follow from them. */
export function PayScheduleForm({ groupId, schedules, nextPayDates }: PayScheduleFormProps) {
  const t = useT();
  const save = useSavePaySchedule(groupId);
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const today = todayIso();
  // The plan year in force today, else the first one known; a group without any starts this January.
  const current = [...schedules].reverse().find((s) => s.plan_year_start <= today) ?? schedules[0] ?? null;
  const form = useSchemaForm<Values>({
    schema: savePayScheduleBody,
    defaultValues: {
      plan_year_start: current?.plan_year_start ?? `${today.slice(0, 4)}-01-01`,
      frequency: current && current.frequency !== 'calendar' ? current.frequency : '',
      first_pay_date: current?.first_pay_date ?? '',
    },
    prepare: (v) => ({ ...v, group_id: groupId }),
    translate: translateSchemaMessage,
  });
  // Choosing another plan year shows that year's schedule (or empty boxes for a year without one).
  const year = useWatch({ control: form.control, name: 'plan_year_start' });
  const shownYear = useRef(year);
  useEffect(() => {
    if (shownYear.current === year) return;
    shownYear.current = year;
    const s = schedules.find((x) => x.plan_year_start === year);
    form.setValue('frequency', s && s.frequency !== 'calendar' ? s.frequency : '');
    form.setValue('first_pay_date', s?.first_pay_date ?? '');
    form.clearErrors();
    setSaved(false);
  }, [year, schedules, form]);
  const submit = useSingleFlight(async (v: Values) => {
    setFormError(null);
    setSaved(false);
    try {
      await save.mutateAsync({
        group_id: groupId,
        plan_year_start: v.plan_year_start,
        frequency: v.frequency as (typeof FREQUENCIES)[number],
        first_pay_date: v.first_pay_date,
      });
      setSaved(true);
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  const years = [
    ...new Set([...schedules.map((s) => s.plan_year_start), `${today.slice(0, 4)}-01-01`]),
  ].sort();
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="schedule-title"
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h3 id="schedule-title" className={styles.h3}>
        {t('settings.scheduleTitle')}
      </h3>
      <div className={styles.fields}>
        <FormSelectField
          control={form.control}
          name="plan_year_start"
          label={t('settings.planYear')}
          options={years.map((y) => ({
            value: y,
            label: t('settings.planYearFrom', { date: formatLongDate(y) }),
          }))}
        />
        <FormSelectField
          control={form.control}
          name="frequency"
          label={t('settings.frequency')}
          placeholder={t('settings.frequencyPlaceholder')}
          options={FREQUENCIES.map((f) => ({ value: f, label: t(`settings.frequencies.${f}`) }))}
          required
        />
        <FormTextField
          control={form.control}
          name="first_pay_date"
          type="date"
          label={t('settings.firstPayDate')}
          required
        />
      </div>
      {nextPayDates.length > 0 && (
        <p className={styles.muted}>
          {t('settings.nextPayDates', {
            dates: nextPayDates
              .slice(0, 3)
              .map((d) => formatLongDate(d))
              .join(', '),
          })}
        </p>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && <Alert tone="success">{t('settings.scheduleSaved')}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={submit.busy}>
          {t('settings.saveSchedule')}
        </Button>
      </div>
    </form>
  );
}
