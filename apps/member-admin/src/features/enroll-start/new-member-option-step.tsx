import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { Alert, Button, Card, SelectField } from '@bs/ui';
import styles from './enroll-start.module.css';
import { StepHeading } from './step-heading';

export interface NewMemberOptionStepProps {
  focusHeading?: boolean;
  agentId: number;
  onBack: () => void;
  onStartDirect: () => void;
  onGroupChosen: (groupId: number) => void;
}

/** Rep only, step 3: a direct new-member enrollment, or a new member of one of the rep's groups. */
export function NewMemberOptionStep({
  focusHeading,
  agentId,
  onBack,
  onStartDirect,
  onGroupChosen,
}: NewMemberOptionStepProps) {
  const groups = useQuery(callQueryOptions('get-agent-groups', { query: { agent_id: agentId } }));
  const [group, setGroup] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onEnroll = () => {
    if (!group) return setError('Please choose a group');
    onGroupChosen(Number(group));
  };
  return (
    <section className={styles.step} aria-labelledby="new-member-option">
      <StepHeading id="new-member-option" focusOnMount={focusHeading}>
        Choose an option to enroll a new member:
      </StepHeading>
      <Card>
        <Button onClick={onStartDirect} block>
          Start New Member Enrollment
        </Button>
      </Card>
      <p className={styles.or}>or</p>
      <Card>
        {groups.isError ? (
          <Alert tone="error">Your groups could not be loaded. Please try again.</Alert>
        ) : (
          <SelectField
            label="Choose Group"
            placeholder={groups.isLoading ? 'Loading groups…' : 'Choose Group'}
            options={(groups.data ?? []).map((g) => ({ value: g.gid, label: g.gname }))}
            value={group}
            error={error}
            onChange={(e) => {
              setGroup(e.target.value);
              setError(null);
            }}
          />
        )}
        <Button variant="secondary" onClick={onEnroll} disabled={groups.isLoading}>
          Enroll
        </Button>
      </Card>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </section>
  );
}
