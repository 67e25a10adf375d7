import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, TextField, FormActions } from '@bs/ui';
import { useT } from '../../after-landing/i18n/messages';
import { storedFiltersQueryOptions } from '../../open-enrollment/stored-filters-query';
import styles from '../add-to-cart.module.css';
import { useChangeFilter } from './use-change-filter';

export interface IncomeHoursModalProps {
  open: boolean;
  enrollmentId: string | null;
  onClose: () => void;
}

/** Annual income and working hours (disability income plans need both). */
export function IncomeHoursModal({ open, enrollmentId, onClose }: IncomeHoursModalProps) {
  const t = useT();
  const stored = useQuery({
    ...storedFiltersQueryOptions(enrollmentId ?? ''),
    enabled: open && !!enrollmentId,
  });
  return (
    <Modal open={open} title={t('income.title')} onClose={onClose}>
      {!stored.isPending && (
        <IncomeHoursForm
          enrollmentId={enrollmentId}
          income={stored.data?.annual_incode}
          hours={stored.data?.working_hours}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function IncomeHoursForm(props: {
  enrollmentId: string | null;
  income?: number | null;
  hours?: number | null;
  onClose: () => void;
}) {
  const t = useT();
  const [income, setIncome] = useState(props.income == null ? '' : String(props.income));
  const [hours, setHours] = useState(props.hours == null ? '' : String(props.hours));
  const { errors, setErrors, formError, saving, save } = useChangeFilter(
    props.enrollmentId,
    ['annual_incode', 'working_hours'],
    props.onClose,
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!income) local.annual_incode = t('income.incomeRequired');
    if (!hours) local.working_hours = t('income.hoursRequired');
    setErrors(local);
    if (Object.keys(local).length) return;
    void save({ annual_incode: Number(income), working_hours: Number(hours) });
  };
  return (
    <form className={styles.popupForm} noValidate onSubmit={onSubmit}>
      <TextField
        label={t('income.income')}
        hint={t('income.incomeHint')}
        inputMode="numeric"
        required
        value={income}
        error={errors.annual_incode}
        onChange={(e) => setIncome(e.target.value.replace(/[^\d]/g, '').slice(0, 9))}
      />
      <TextField
        label={t('income.hours')}
        hint={t('income.hoursHint')}
        inputMode="numeric"
        required
        value={hours}
        error={errors.working_hours}
        onChange={(e) => setHours(e.target.value.replace(/[^\d]/g, '').slice(0, 3))}
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormActions
        onBack={props.onClose}
        saving={saving}
        backLabel={t('actions.back')}
        submitLabel={t('actions.submit')}
      />
    </form>
  );
}
