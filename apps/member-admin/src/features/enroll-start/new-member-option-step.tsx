import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { Alert, Button, Card, SelectField } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from '../../shared/enroll-start.module.css';
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
  const t = useT();
  const groups = useQuery(callQueryOptions('get-agent-groups', { query: { agent_id: agentId } }));
  const [group, setGroup] = useState('');
  // A flag, not the text, so the message follows a language switch.
  const [missing, setMissing] = useState(false);
  const onEnroll = () => {
    if (!group) return setMissing(true);
    onGroupChosen(Number(group));
  };
  return (
    <section className={styles.step} aria-labelledby="new-member-option">
      <StepHeading id="new-member-option" focusOnMount={focusHeading}>
        {t('option.question')}
      </StepHeading>
      <Card>
        <Button onClick={onStartDirect} block>
          {t('option.startDirect')}
        </Button>
      </Card>
      <p className={styles.or}>{t('option.or')}</p>
      <Card>
        {groups.isError ? (
          <Alert tone="error">{t('option.loadError')}</Alert>
        ) : (
          <SelectField
            label={t('option.groupLabel')}
            placeholder={groups.isLoading ? t('option.loadingGroups') : t('option.groupLabel')}
            options={(groups.data ?? []).map((g) => ({ value: g.gid, label: g.gname }))}
            value={group}
            error={missing ? t('option.required') : null}
            onChange={(e) => {
              setGroup(e.target.value);
              setMissing(false);
            }}
          />
        )}
        <Button variant="secondary" onClick={onEnroll} disabled={groups.isLoading}>
          {t('option.enroll')}
        </Button>
      </Card>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
    </section>
  );
}
