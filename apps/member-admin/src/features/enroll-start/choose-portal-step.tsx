import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { Alert, Button, SelectField, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from '../../shared/enroll-start.module.css';
import { StepHeading } from './step-heading';

export interface ChoosePortalStepProps {
  focusHeading?: boolean;
  agentId: number;
  onBack: () => void;
  onChosen: (portalId: number) => void;
}

/** New Member, step 2: the enrollment portal (spec §5: "Please choose a platform"). */
export function ChoosePortalStep({ focusHeading, agentId, onBack, onChosen }: ChoosePortalStepProps) {
  const t = useT();
  const platforms = useQuery(callQueryOptions('get-enrollment-platforms', { query: { agent_id: agentId } }));
  const [portal, setPortal] = useState('');
  // A flag, not the text, so the message follows a language switch.
  const [missing, setMissing] = useState(false);
  const onContinue = () => {
    if (!portal) return setMissing(true);
    onChosen(Number(portal));
  };
  return (
    <section
      className={styles.step}
      aria-labelledby="choose-portal"
      aria-busy={platforms.isLoading || undefined}
    >
      <StepHeading id="choose-portal" focusOnMount={focusHeading}>
        {t('portal.question')}
      </StepHeading>
      {platforms.isLoading ? (
        <Skeleton height="2.75rem" />
      ) : platforms.isError ? (
        <Alert tone="error">{t('portal.loadError')}</Alert>
      ) : (
        <SelectField
          label={t('portal.label')}
          placeholder={t('portal.label')}
          options={(platforms.data ?? []).map((p) => ({
            value: p.platform_group_id,
            label: p.platform_name,
          }))}
          value={portal}
          error={missing ? t('portal.required') : null}
          onChange={(e) => {
            setPortal(e.target.value);
            setMissing(false);
          }}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button onClick={onContinue} disabled={platforms.isLoading}>
          {t('continue')}
        </Button>
      </div>
    </section>
  );
}
