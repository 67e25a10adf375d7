import { useState, type FormEvent } from 'react';
import { Alert, Modal, RadioGroup, FormActions } from '@bs/ui';
import { useT } from '../../after-landing/i18n/messages';
import styles from '../add-to-cart.module.css';
import { useChangeFilter } from './use-change-filter';

export interface SmokerModalProps {
  open: boolean;
  enrollmentId: string | null;
  onClose: () => void;
}

/** Tobacco usage: "Do you smoke?" Yes/No, saved as is_smoker (1 yes, 0 no). */
export function SmokerModal({ open, enrollmentId, onClose }: SmokerModalProps) {
  const t = useT();
  const [answer, setAnswer] = useState('');
  const { errors, setErrors, formError, saving, save } = useChangeFilter(
    enrollmentId,
    ['is_smoker'],
    onClose,
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!answer) return setErrors({ is_smoker: t('smoker.required') });
    void save({ is_smoker: Number(answer) as 0 | 1 });
  };
  return (
    <Modal open={open} title={t('smoker.title')} onClose={onClose}>
      <form className={styles.popupForm} noValidate onSubmit={onSubmit}>
        <RadioGroup
          legend={t('smoker.question')}
          name="is_smoker"
          inline
          options={[
            { value: '1', label: t('yes') },
            { value: '0', label: t('no') },
          ]}
          value={answer}
          error={errors.is_smoker}
          onChange={(v) => {
            setAnswer(v);
            setErrors({});
          }}
        />
        {formError && <Alert tone="error">{formError}</Alert>}
        <FormActions
          onBack={onClose}
          saving={saving}
          backLabel={t('actions.back')}
          submitLabel={t('actions.submit')}
        />
      </form>
    </Modal>
  );
}
