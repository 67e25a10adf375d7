import { useEffect, useState } from 'react';
import { apiCall } from '@bs/api-client';
import { Alert } from '@bs/ui';
import { useT } from '../../i18n/messages';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepFooter } from '../../shared/step-kit/step-footer';
import { FieldDefs } from '../../shared/step-kit/field-defs';
import { StepLoader } from '../../shared/step-kit/step-loader';
import { DependentManager } from './dependent-manager';
import { useDependentContext, useDependentList } from './use-dependent-data';

/** Dependent Information (wizard §2): tier, health-question rule, fields, then the list. */
export function DependentInfoStep(props: StepProps) {
  const { tier, health, catalogue, defs } = useDependentContext(props.enrollmentId);
  const needsCatalogue = health.data === true;
  const context = [tier, health, defs, ...(needsCatalogue ? [catalogue] : [])];
  const ready = context.every((q) => q.isSuccess);
  const list = useDependentList(
    props.enrollmentId,
    tier.data ?? null,
    needsCatalogue ? (catalogue.data ?? null) : null,
    ready,
  );
  if (ready && tier.data === 'IO') return <MemberOnly {...props} />;
  return (
    <StepLoader queries={[...context, list]}>
      {() => (
        <DependentManager
          {...props}
          tier={tier.data!}
          defs={new FieldDefs(defs.data!.result)}
          catalogue={needsCatalogue ? catalogue.data! : null}
          initial={list.data!}
          reload={async () => (await list.refetch()).data}
        />
      )}
    </StepLoader>
  );
}

/**
 * Member Only covers no dependents: any listed earlier (before the tier changed) are removed with
 * the tier's own call (spec §4 "Tier IO deletion of dependents has its own call").
 */
function MemberOnly({ tab, enrollmentId, nav }: StepProps) {
  const t = useT();
  const [done, setDone] = useState(false);
  useEffect(() => {
    apiCall('delete-dependent-in-IO', { body: { enrollment_id: enrollmentId } })
      .catch((err: unknown) => console.warn('[enrollment-wizard] delete-dependent-in-IO failed', err))
      .finally(() => setDone(true));
  }, [enrollmentId]);
  return (
    <>
      <Alert tone="info">{t('dependent.memberOnly')}</Alert>
      <StepFooter tab={tab} onBack={nav.back} next={{ onClick: () => void nav.next(), busy: !done }} />
    </>
  );
}
