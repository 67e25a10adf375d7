import { Button } from '@bs/ui';
import { ChoiceButton } from './choice-button';
import { useT } from '../../i18n/messages';
import styles from '../../shared/enroll-start.module.css';
import { StepHeading } from './step-heading';

export interface WhoToEnrollStepProps {
  focusHeading?: boolean;
  onNewMember: () => void;
  onCurrentMember: () => void;
  /** Left out where the step opens a staff home: nothing inside the staff area comes before it. */
  onBack?: () => void;
}

/** Step 1 (spec §2 Rep home / Group home): new or current member. */
export function WhoToEnrollStep({
  focusHeading,
  onNewMember,
  onCurrentMember,
  onBack,
}: WhoToEnrollStepProps) {
  const t = useT();
  return (
    <section className={styles.step} aria-labelledby="who-to-enroll">
      <StepHeading id="who-to-enroll" focusOnMount={focusHeading}>
        {t('who.question')}
      </StepHeading>
      <div className={styles.choices}>
        <ChoiceButton title={t('who.newTitle')} description={t('who.newText')} onClick={onNewMember} />
        <ChoiceButton
          title={t('who.currentTitle')}
          description={t('who.currentText')}
          onClick={onCurrentMember}
        />
      </div>
      {onBack && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBack}>
            {t('back')}
          </Button>
        </div>
      )}
    </section>
  );
}
