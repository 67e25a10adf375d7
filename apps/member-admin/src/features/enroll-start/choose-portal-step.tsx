import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { Alert, Button, SelectField, Skeleton } from '@bs/ui';
import styles from './enroll-start.module.css';
import { StepHeading } from './step-heading';

export interface ChoosePortalStepProps {
  focusHeading?: boolean;
  agentId: number;
  onBack: () => void;
  onChosen: (portalId: number) => void;
}

/** New Member, step 2: the enrollment portal (spec §5: "Please choose a platform"). */
export function ChoosePortalStep({ focusHeading, agentId, onBack, onChosen }: ChoosePortalStepProps) {
  const platforms = useQuery(callQueryOptions('get-enrollment-platforms', { query: { agent_id: agentId } }));
  const [portal, setPortal] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onContinue = () => {
    if (!portal) return setError('Please choose a platform');
    onChosen(Number(portal));
  };
  return (
    <section
      className={styles.step}
      aria-labelledby="choose-portal"
      aria-busy={platforms.isLoading || undefined}
    >
      <StepHeading id="choose-portal" focusOnMount={focusHeading}>
        Please select the portal you want to enroll with
      </StepHeading>
      {platforms.isLoading ? (
        <Skeleton height="2.75rem" />
      ) : platforms.isError ? (
        <Alert tone="error">The enrollment portals could not be loaded. Please try again.</Alert>
      ) : (
        <SelectField
          label="Choose Enrollment Portal"
          placeholder="Choose Enrollment Portal"
          options={(platforms.data ?? []).map((p) => ({
            value: p.platform_group_id,
            label: p.platform_name,
          }))}
          value={portal}
          error={error}
          onChange={(e) => {
            setPortal(e.target.value);
            setError(null);
          }}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onContinue} disabled={platforms.isLoading}>
          Continue
        </Button>
      </div>
    </section>
  );
}
