import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '@bs/api-client';
import { Alert, Breadcrumb, EmptyState, PageTitle, Skeleton, useStorePath } from '@bs/ui';
import { useT } from '../../shared/after-landing/i18n/messages';
import { useStoreTitle } from '../../tenant/use-store-title';
import { EnrollingUnder } from '../../shared/basic-details/enrolling-under';
import { SearchSummary } from '../../shared/basic-details/search-summary';
import { CompareCheckbox } from '../../shared/compare-tray/compare-checkbox';
import { CompareTray } from '../../shared/compare-tray/compare-tray';
import { HeldBadge } from '../../shared/held-plans/held-badge';
import { useHeldPlans } from '../../shared/held-plans/use-held-plans';
import { HealthQuestions } from '../../shared/health-questions/health-questions';
import { CustomQuote } from './custom-quote';
import { DetailPopups } from '../../shared/add-to-cart/detail-popups';
import { PlanDescription } from './plan-description';
import { PlanDocuments } from '../../shared/plan-documents/plan-documents';
import { PricingPanel } from './pricing-panel';
import { SuggestedProducts } from './suggested-products';
import { useAddToCart } from '../../shared/add-to-cart/use-add-to-cart';
import { useDetailState } from '../../shared/add-to-cart/use-detail-state';
import { usePlanData } from './use-plan-data';
import styles from './plan-detail.module.css';

/** `plan/:id/:planName` (spec §2 Plan detail). A new id starts a fresh page. */
export function PlanDetailScreen() {
  const t = useT();
  const planId = Number(useParams().id);
  if (!Number.isInteger(planId) || planId <= 0)
    return <EmptyState headingLevel="h1" title={t('detail.notFound')} />;
  return <PlanDetail key={planId} planId={planId} />;
}

function PlanDetail({ planId }: { planId: number }) {
  const t = useT();
  const to = useStorePath();
  const queryClient = useQueryClient();
  const data = usePlanData(planId);
  const ui = useDetailState();
  const plan = data.detail.data;
  const cart = useAddToCart(data.enrollmentId, plan?.plan_name ?? 'plan', ui, () => data.setReask(true));
  const pricing = data.pricing.data;
  const held = useHeldPlans().get(planId);
  useStoreTitle(data.detail.isError ? t('detail.notFound') : (plan?.plan_name ?? t('nav.planDetails')));

  const afterAnswers = (message: string, declined: boolean) => {
    ui.setQuestionsOpen(false);
    ui.clearMessages();
    if (declined) ui.showError(message);
    else {
      ui.showSuccess(message);
      data.setReask(false);
    }
    void queryClient.invalidateQueries({ queryKey: callKey('check-already-answered') });
    void queryClient.invalidateQueries({ queryKey: callKey('get-plan-pricing-detail') });
  };

  if (data.detail.isError)
    return (
      <EmptyState
        headingLevel="h1"
        title={t('detail.notFound')}
        action={<Link to={to('/plans')}>{t('detail.backToPlans')}</Link>}
      />
    );
  return (
    <div className={styles.page}>
      <div>
        <Breadcrumb
          items={[
            { label: t('nav.home'), to: to('/') },
            { label: t('nav.plans'), to: to('/plans') },
            { label: t('nav.planDetails') },
          ]}
        />
        <PageTitle subtitle={<EnrollingUnder />}>
          {plan ? plan.plan_name : <Skeleton height="2rem" width="16rem" />}
        </PageTitle>
        <HeldBadge held={held} />
        {plan && !plan.is_membership && <CompareCheckbox planId={plan.plan_id} planName={plan.plan_name} />}
      </div>
      <SearchSummary enrollmentId={data.enrollmentId} onEdit={() => ui.open('basic')} />
      <div>
        {ui.success && <Alert tone="success">{ui.success}</Alert>}
        {ui.error && <Alert tone="error">{ui.error}</Alert>}
      </div>
      <CustomQuote
        offered={pricing?.errorCode === 'enrollmentIdError'}
        pending={!data.enrollmentId && data.pricing.isPending}
        enrollmentId={data.enrollmentId}
        onPortal={() => ui.open('portal')}
      />
      {ui.questionsOpen && data.enrollmentId ? (
        <HealthQuestions
          enrollmentId={data.enrollmentId}
          planId={planId}
          planName={plan?.plan_name ?? ''}
          questions={data.questions}
          onCancel={() => ui.setQuestionsOpen(false)}
          onSaved={(m) => afterAnswers(m, false)}
          onDeclined={(m) => afterAnswers(m, true)}
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            {plan ? (
              <PlanDescription desc={plan.plan_desc} textLang={plan.text_lang} />
            ) : (
              <Skeleton height="16rem" />
            )}
            <PlanDocuments planId={planId} />
          </div>
          <aside className={styles.side} aria-label={t('detail.aside')}>
            <PricingPanel
              pricing={pricing}
              loading={data.pricing.isPending || data.checkingQuestions}
              problem={ui.problem}
              isMembership={!!plan?.is_membership}
              needsQuestions={data.needsQuestions}
              pendingPpid={cart.pendingPpid}
              onAction={(a) => ui.open(a === 'hours' ? 'income' : a)}
              onEnroll={() => {
                ui.clearMessages();
                ui.setQuestionsOpen(true);
              }}
              onAdd={cart.add}
              onMembership={() => ui.open('membership')}
            />
            {data.enrollmentId && <SuggestedProducts enrollmentId={data.enrollmentId} planId={planId} />}
          </aside>
        </div>
      )}
      <DetailPopups
        ui={ui}
        enrollmentId={data.enrollmentId}
        pending={cart.pendingPpid !== null}
        onAdd={cart.add}
      />
      <CompareTray />
    </div>
  );
}
