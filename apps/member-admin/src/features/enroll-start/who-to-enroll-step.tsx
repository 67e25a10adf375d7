import { Button } from '@bs/ui';
import { ChoiceButton } from './choice-button';
import styles from './enroll-start.module.css';
import { StepHeading } from './step-heading';

export interface WhoToEnrollStepProps {
  focusHeading?: boolean;
  onNewMember: () => void;
  onCurrentMember: () => void;
  onBack: () => void;
}

/** Step 1 (spec §2 Rep home / Group home): new or current member. */
export function WhoToEnrollStep({
  focusHeading,
  onNewMember,
  onCurrentMember,
  onBack,
}: WhoToEnrollStepProps) {
  return (
    <section className={styles.step} aria-labelledby="who-to-enroll">
      <StepHeading id="who-to-enroll" focusOnMount={focusHeading}>
        Who do you want to enroll for?
      </StepHeading>
      <div className={styles.choices}>
        <ChoiceButton
          title="New Member"
          description="Start a quote and enrollment for someone new."
          onClick={onNewMember}
        />
        <ChoiceButton
          title="Current Member"
          description="Find an existing member and enroll them in more plans."
          onClick={onCurrentMember}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </section>
  );
}
