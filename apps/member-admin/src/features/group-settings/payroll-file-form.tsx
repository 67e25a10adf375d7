import { useState } from 'react';
import {
  buildPayrollFileBody,
  type BuildPayrollFileBody,
  type PayrollFile,
  type PayScheduleView,
} from '@bs/contract';
import { formatLongDate, formatMoney } from '@bs/i18n';
import { Alert, Button } from '@bs/ui';
import {
  applyServerErrors,
  FormRadioGroup,
  FormSelectField,
  useSchemaForm,
  useSingleFlight,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { downloadPayrollFile, todayIso } from './use-group-settings';
import styles from './group-settings.module.css';

type Values = { pay_date: string; mode: string; format: string };
const FORMATS = ['csv', 'xlsx', 'fixed'] as const;
const MODES = ['full', 'changes'] as const;

export interface PayrollFileFormProps {
  groupId: number;
  schedules: readonly PayScheduleView[];
  nextPayDates: readonly string[];
}

/** The pay dates to offer: the last three paid and the next ones (a file is usually for the next). */
function payDatesOf(schedules: readonly PayScheduleView[], next: readonly string[]): string[] {
  const today = todayIso();
  const past = schedules
    .flatMap((s) => s.pay_dates)
    .filter((d) => d < today)
    .sort()
    .slice(-3);
  return [...new Set([...past, ...next])].sort();
}

/** "Download payroll file": one pay date's deductions, all of them or only the changes, in CSV, Excel or fixed width. */
export function PayrollFileForm({ groupId, schedules, nextPayDates }: PayrollFileFormProps) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const [built, setBuilt] = useState<PayrollFile | null>(null);
  const dates = payDatesOf(schedules, nextPayDates);
  const form = useSchemaForm<Values>({
    schema: buildPayrollFileBody,
    defaultValues: { pay_date: nextPayDates[0] ?? '', mode: 'full', format: 'csv' },
    prepare: (v) => ({ ...v, group_id: groupId }),
    translate: translateSchemaMessage,
  });
  const submit = useSingleFlight(async (v: Values) => {
    setFormError(null);
    setBuilt(null);
    try {
      setBuilt(await downloadPayrollFile({ ...v, group_id: groupId } as BuildPayrollFileBody));
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="payroll-file-title"
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h3 id="payroll-file-title" className={styles.h3}>
        {t('settings.fileTitle')}
      </h3>
      {dates.length === 0 ? (
        <p className={styles.muted}>{t('settings.noPayDates')}</p>
      ) : (
        <>
          <div className={styles.fields}>
            <FormSelectField
              control={form.control}
              name="pay_date"
              label={t('settings.payDate')}
              placeholder={t('settings.payDatePlaceholder')}
              options={dates.map((d) => ({ value: d, label: formatLongDate(d) }))}
              required
            />
            <FormRadioGroup
              control={form.control}
              name="mode"
              legend={t('settings.fileMode')}
              options={MODES.map((m) => ({ value: m, label: t(`settings.modes.${m}`) }))}
            />
            <FormRadioGroup
              control={form.control}
              name="format"
              legend={t('settings.fileFormat')}
              options={FORMATS.map((f) => ({ value: f, label: t(`settings.formats.${f}`) }))}
            />
          </div>
          {formError && <Alert tone="error">{formError}</Alert>}
          {built && (
            <Alert tone="success">
              {t('settings.fileBuilt', {
                name: built.file_name,
                lines: built.counts.lines,
                employee: formatMoney(built.counts.employee_cents / 100),
                employer: formatMoney(built.counts.employer_cents / 100),
              })}
            </Alert>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={submit.busy}>
              {t('settings.downloadFile')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
