import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { extendOpenEnrollmentBody } from '@bs/contract';
import { formatLongDate } from '@bs/i18n';
import { Alert, Button, TextField } from '@bs/ui';
import {
  applyServerErrors,
  FormRadioGroup,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useExtendOpenEnrollment } from './use-group-settings';
import styles from './group-settings.module.css';

type Values = { who: 'group' | 'one'; census_id: number | ''; closes_on: string; reason: string };

export interface ExtendFormProps {
  groupId: number;
  planYearId: number;
  /** The window's last day today (with the group's latest extension). */
  closesOn: string;
}

/** "Extend open enrollment" for the whole group or one employee, with the reason (kept in the history). */
export function ExtendForm({ groupId, planYearId, closesOn }: ExtendFormProps) {
  const t = useT();
  const extend = useExtendOpenEnrollment(groupId);
  const [search, setSearch] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSchemaForm<Values>({
    schema: extendOpenEnrollmentBody,
    defaultValues: { who: 'group', census_id: '', closes_on: '', reason: '' },
    prepare: (v) => ({
      plan_year_id: planYearId,
      census_id: v.who === 'one' && v.census_id !== '' ? v.census_id : undefined,
      closes_on: v.closes_on,
      reason: v.reason,
    }),
    translate: translateSchemaMessage,
  });
  const who = useWatch({ control: form.control, name: 'who' });
  // The first page of the census matching the search (the board's call): enough to pick one person.
  const board = useQuery({
    ...callQueryOptions('get-enrollment-board', { query: { group_id: groupId, search, page: 1 } }),
    enabled: who === 'one',
    placeholderData: keepPreviousData,
  });
  const submit = useSingleFlight(async (v: Values) => {
    setFormError(null);
    setSaved(null);
    // Without an employee the call would extend the whole group: never by accident.
    if (v.who === 'one' && v.census_id === '') {
      form.setError('census_id', { type: 'required', message: t('settings.chooseEmployee') });
      form.setFocus('census_id');
      return;
    }
    try {
      const r = await extend.mutateAsync({
        plan_year_id: planYearId,
        census_id: v.who === 'one' && v.census_id !== '' ? v.census_id : undefined,
        closes_on: v.closes_on,
        reason: v.reason,
      });
      setSaved(r.closes_on);
      form.reset();
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="extend-title"
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h3 id="extend-title" className={styles.h3}>
        {t('settings.extendTitle')}
      </h3>
      <p className={styles.muted}>{t('settings.extendHint', { date: formatLongDate(closesOn) })}</p>
      <FormRadioGroup
        control={form.control}
        name="who"
        legend={t('settings.extendWho')}
        inline
        options={[
          { value: 'group', label: t('settings.extendGroup') },
          { value: 'one', label: t('settings.extendOne') },
        ]}
      />
      <div className={styles.fields}>
        {who === 'one' && (
          <>
            <TextField
              label={t('settings.findEmployee')}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <FormSelectField
              control={form.control}
              name="census_id"
              label={t('settings.employee')}
              placeholder={
                board.isLoading ? t('settings.loadingEmployees') : t('settings.employeePlaceholder')
              }
              options={(board.data?.rows ?? []).map((r) => ({
                value: r.census_id,
                label: `${r.first_name} ${r.last_name} (${r.employee_id})`,
              }))}
              required
            />
          </>
        )}
        <FormTextField
          control={form.control}
          name="closes_on"
          type="date"
          label={t('settings.newLastDay')}
          required
        />
      </div>
      <FormTextAreaField
        control={form.control}
        name="reason"
        label={t('settings.extendReason')}
        maxLength={500}
        required
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && <Alert tone="success">{t('settings.extended', { date: formatLongDate(saved) })}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={submit.busy}>
          {t('settings.extendSubmit')}
        </Button>
      </div>
    </form>
  );
}
