import { Alert } from '@bs/ui';
import { useT } from '../../i18n/messages';
import type { StepProps } from './step-props';
import { StepFooter } from './step-footer';
import styles from './placeholder-step.module.css';

/**
 * An honest stand-in for a step a later issue builds (review, agreement, billing): it says so,
 * Back still works, and the enrollment can be saved to continue later from here.
 */
export function PlaceholderStep({ tab, nav }: StepProps) {
  const t = useT();
  return (
    <>
      <Alert tone="info">
        <div className={styles.text}>
          <p>{t('placeholder.message')}</p>
          <p>{t('placeholder.contact')}</p>
        </div>
      </Alert>
      <StepFooter tab={tab} onBack={nav.back} saveLaterData={() => ({})} />
    </>
  );
}
