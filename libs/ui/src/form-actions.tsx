import { Button } from './button';
import styles from './form-actions.module.css';
import { useT } from './i18n/messages';

export interface FormActionsProps {
  onBack: () => void;
  saving?: boolean;
  submitLabel?: string;
  backLabel?: string;
  className?: string;
}

/** The footer of a form or popup form: Back beside the submit button, right-aligned, wrapping on phones. */
export function FormActions({ onBack, saving, submitLabel, backLabel, className }: FormActionsProps) {
  const t = useT();
  return (
    <div className={[styles.actions, className ?? ''].join(' ')}>
      <Button variant="secondary" onClick={onBack}>
        {backLabel ?? t('actions.back')}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel ?? t('actions.submit')}
      </Button>
    </div>
  );
}
