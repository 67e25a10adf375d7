import { useState } from 'react';
import { uploadPayCalendarBody, type PayScheduleView, type UploadPayCalendarBody } from '@bs/contract';
import { formatLongDate } from '@bs/i18n';
import { Alert, Button, buttonClass, visuallyHidden } from '@bs/ui';
import {
  applyServerErrors,
  FormSelectField,
  useController,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { fileBase64 } from '../../shared/file-base64';
import { todayIso, useUploadPayCalendar } from './use-group-settings';
import styles from './group-settings.module.css';

/** The reader's limit (API kernel/pay/pay-calendar-csv.ts): a bigger file is not even read here. */
const MAX_BYTES = 64 * 1024;
const FIELD = 'pay_calendar';

/** Every refusal the server gave the file field: a calendar's errors name their rows, all of them shown. */
const fileErrorsOf = (err: unknown): string[] =>
  (
    ((err as { errors?: unknown } | null)?.errors ?? []) as {
      target_element?: string;
      error_message?: string;
    }[]
  )
    .filter((e) => e?.target_element === FIELD && typeof e.error_message === 'string')
    .map((e) => e.error_message!);

export interface PayCalendarFormProps {
  groupId: number;
  schedules: readonly PayScheduleView[];
}

/** Imports a CSV of pay dates for irregular payrolls: it replaces the plan year's pay schedule. */
export function PayCalendarForm({ groupId, schedules }: PayCalendarFormProps) {
  const t = useT();
  const upload = useUploadPayCalendar(groupId);
  const [formError, setFormError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState<number | null>(null);
  const year = Number(todayIso().slice(0, 4));
  const years = [
    ...new Set([...schedules.map((s) => s.plan_year_start), `${year}-01-01`, `${year + 1}-01-01`]),
  ].sort();
  const form = useSchemaForm<UploadPayCalendarBody>({
    schema: uploadPayCalendarBody,
    defaultValues: { group_id: groupId, plan_year_start: `${year}-01-01`, file_name: '', pay_calendar: '' },
    translate: translateSchemaMessage,
  });
  const fileName = useController({ control: form.control, name: 'file_name' });
  const planYear = useWatch({ control: form.control, name: 'plan_year_start' });
  const inForce = schedules.find((s) => s.plan_year_start === planYear && s.frequency === 'calendar');
  const { errors } = form.formState;
  const fieldError = errors.pay_calendar?.message ?? errors.file_name?.message;
  const shownErrors = rowErrors.length ? rowErrors : fieldError ? [fieldError] : [];

  const choose = async (file: File | undefined) => {
    setFormError(null);
    setRowErrors([]);
    setSaved(null);
    form.clearErrors();
    if (!file) return;
    form.setValue('file_name', file.name);
    form.setValue(FIELD, '');
    if (file.size > MAX_BYTES) return form.setError(FIELD, { message: t('validation.calendarTooBig') });
    form.setValue(FIELD, await fileBase64(file));
  };
  const submit = useSingleFlight(async (v: UploadPayCalendarBody) => {
    setFormError(null);
    setRowErrors([]);
    setSaved(null);
    try {
      const s = await upload.mutateAsync({ ...v, group_id: groupId });
      setSaved(s.pay_dates.length);
    } catch (err) {
      setRowErrors(fileErrorsOf(err));
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="calendar-import-title"
      aria-busy={submit.busy || undefined}
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h3 id="calendar-import-title" className={styles.h3}>
        {t('settings.calendarImportTitle')}
      </h3>
      <p id="calendar-file-hint" className={styles.muted}>
        {t('settings.calendarHint')}
      </p>
      <div className={styles.fields}>
        <FormSelectField
          control={form.control}
          name="plan_year_start"
          label={t('settings.planYear')}
          options={years.map((y) => ({
            value: y,
            label: t('settings.planYearFrom', { date: formatLongDate(y) }),
          }))}
          required
        />
      </div>
      {inForce && (
        <p className={styles.muted}>{t('settings.calendarInForce', { count: inForce.pay_dates.length })}</p>
      )}
      <div className={styles.form}>
        <p id="calendar-file-label" className={styles.fileLabel}>
          {t('settings.calendarFile')}
        </p>
        <input
          ref={fileName.field.ref}
          id="calendar-file"
          name="calendar-file"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-labelledby="calendar-file-label"
          aria-describedby={
            shownErrors.length ? 'calendar-file-hint calendar-file-error' : 'calendar-file-hint'
          }
          aria-invalid={shownErrors.length ? true : undefined}
          required
          className={`${visuallyHidden} ${styles.fileInput}`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <div className={styles.picker}>
          <label htmlFor="calendar-file" className={`${buttonClass('secondary')} ${styles.chooseButton}`}>
            {t('settings.chooseCalendar')}
          </label>
          <span>{fileName.field.value || t('settings.noCalendarFile')}</span>
        </div>
        {shownErrors.length > 0 && (
          <ul id="calendar-file-error" className={styles.error}>
            {shownErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved != null && <Alert tone="success">{t('settings.calendarSaved', { count: saved })}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={submit.busy}>
          {submit.busy ? t('settings.uploading') : t('settings.uploadCalendar')}
        </Button>
      </div>
    </form>
  );
}
