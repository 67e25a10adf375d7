import { useState, type FormEvent } from 'react';
import { Alert, Modal, RadioGroup, FormActions } from '@bs/ui';
import styles from '../plan-detail.module.css';
import { useChangeFilter } from './use-change-filter';

export interface SmokerModalProps {
  open: boolean;
  tempId: string | null;
  onClose: () => void;
}

/** Tobacco usage: "Do you smoke?" Yes/No, saved as is_smoker (1 yes, 0 no). */
export function SmokerModal({ open, tempId, onClose }: SmokerModalProps) {
  const [answer, setAnswer] = useState('');
  const { errors, setErrors, formError, saving, save } = useChangeFilter(tempId, ['is_smoker'], onClose);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!answer) return setErrors({ is_smoker: 'Please choose Yes or No' });
    void save({ is_smoker: Number(answer) as 0 | 1 });
  };
  return (
    <Modal open={open} title="Tobacco Usage" onClose={onClose}>
      <form className={styles.popupForm} noValidate onSubmit={onSubmit}>
        <RadioGroup
          legend="Do you smoke?"
          name="is_smoker"
          inline
          options={[
            { value: '1', label: 'Yes' },
            { value: '0', label: 'No' },
          ]}
          value={answer}
          error={errors.is_smoker}
          onChange={(v) => {
            setAnswer(v);
            setErrors({});
          }}
        />
        {formError && <Alert tone="error">{formError}</Alert>}
        <FormActions onBack={onClose} saving={saving} />
      </form>
    </Modal>
  );
}
