import { Button } from './button';
import styles from './form-actions.module.css';
import { useT } from './i18n/messages';

export interface FormActionsProps {
  /** Where Back goes; without it there is no Back (a first screen has nowhere to go back to). */
  onBack?: () => void;
  saving?: boolean;
  submitLabel?: string;
  backLabel?: string;
  className?: string;
}

/** The footer of a form or popup form: Back (when it has somewhere to go) beside the submit button, right-aligned, wrapping on phones. */
export function FormActions({ onBack, saving, submitLabel, backLabel, className }: FormActionsProps) {
  const t = useT();
  return (
    <div className={[styles.actions, className ?? ''].join(' ')}>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {backLabel ?? t('actions.back')}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {submitLabel ?? t('actions.submit')}
      </Button>
    </div>
  );
}
