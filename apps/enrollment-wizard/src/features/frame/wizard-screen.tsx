import { Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useSession } from '@bs/session';
import { Alert, Button, EmptyState, Spinner, buttonClass, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { STEPS, prefetchStep } from '../../steps';
import { useStepNav } from '../../shared/step-kit/use-step-nav';
import { useWizardTabs } from './use-wizard-tabs';
import { WizardProgress } from './wizard-progress';
import { stepPath, tabOfSlug, type TabName } from '../../shared/step-kit/wizard-tabs';
import styles from './wizard.module.css';

/** `/enrollment/:step`: the wizard frame around the step the URL names (wizard §2). */
export function WizardScreen() {
  const enrollmentId = useSession((s) => s.enrollmentId);
  const { step } = useParams();
  if (!enrollmentId) return <NoEnrollment />;
  return <WizardFrame enrollmentId={enrollmentId} slug={step} />;
}

function WizardFrame({ enrollmentId, slug }: { enrollmentId: string; slug: string | undefined }) {
  const t = useT();
  const to = useStorePath();
  const { tabs, confirmed, loading, error, retry } = useWizardTabs(enrollmentId);
  const tab = tabOfSlug(slug);

  if (loading) return <Spinner size="large" label={t('frame.loading')} />;
  if (error)
    return (
      <Alert tone="error">
        <p>{t('frame.tabsError')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('frame.retry')}
        </Button>
      </Alert>
    );
  // /enrollment, an unknown step, or a step this enrollment does not have: its first step.
  const first = tabs[0] ?? 'primary_info';
  if (!tab || (confirmed && !tabs.includes(tab))) return <Navigate to={to(stepPath(first))} replace />;
  return <StepPage key={tab} tab={tab} tabs={tabs} enrollmentId={enrollmentId} />;
}

function StepPage({ tab, tabs, enrollmentId }: { tab: TabName; tabs: TabName[]; enrollmentId: string }) {
  const t = useT();
  const nav = useStepNav(tab);
  const heading = useRef<HTMLHeadingElement>(null);
  const Step = STEPS[tab];
  // A new step is a new page: start at its top and let screen readers hear its title.
  useEffect(() => {
    window.scrollTo?.(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  // While the person fills this step, the next one's chunk arrives: Next waits on the save only.
  const next = tabs[tabs.indexOf(tab) + 1];
  useEffect(() => (next ? prefetchStep(next) : undefined), [next]);
  return (
    <div className={styles.wizard}>
      <WizardProgress tabs={tabs} current={tab} />
      <section className={styles.step} aria-labelledby="wizard-step-title" data-step={tab}>
        <h1 id="wizard-step-title" ref={heading} tabIndex={-1} className={styles.title}>
          {t(`tabs.${tab}`)}
        </h1>
        <Suspense fallback={<Spinner size="large" label={t('frame.loading')} />}>
          <Step tab={tab} enrollmentId={enrollmentId} nav={nav} />
        </Suspense>
      </section>
    </div>
  );
}

function NoEnrollment() {
  const t = useT();
  const to = useStorePath();
  return (
    <EmptyState
      headingLevel="h1"
      title={t('frame.noEnrollment.title')}
      message={t('frame.noEnrollment.message')}
      action={
        <div className={styles.actions}>
          <Link to={to('/plans')} className={buttonClass('primary')}>
            {t('frame.noEnrollment.plans')}
          </Link>
          <Link to={to('/continue-enrollment')} className={buttonClass('secondary')}>
            {t('frame.noEnrollment.continue')}
          </Link>
        </div>
      }
    />
  );
}
