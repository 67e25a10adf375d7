import { Button } from './button';
import styles from './form-actions.module.css';

export interface FormActionsProps {
  onBack: () => void;
  saving?: boolean;
  submitLabel?: string;
  backLabel?: string;
  className?: string;
}

/** The footer of a form or popup form: Back beside the submit button, right-aligned, wrapping on phones. */
export function FormActions({
  onBack,
  saving,
  submitLabel = 'Submit',
  backLabel = 'Back',
  className,
}: FormActionsProps) {
  return (
    <div className={[styles.actions, className ?? ''].join(' ')}>
      <Button variant="secondary" onClick={onBack}>
        {backLabel}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </div>
  );
}
