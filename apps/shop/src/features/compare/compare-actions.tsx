import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComparedPlan } from '@bs/contract';
import { Alert, Button, useStorePath } from '@bs/ui';
import { useT } from '../../shared/after-landing/i18n/messages';
import { useT as useCompareT } from '../../shared/compare-tray/i18n/messages';
import { alreadyAnsweredQueryOptions } from '../../api/plan-queries';
import { planPath } from '../../shared/plan-card/plan-path';
import { DetailPopups } from '../../shared/add-to-cart/detail-popups';
import { PricingMessage } from '../../shared/add-to-cart/pricing-message';
import { useAddToCart } from '../../shared/add-to-cart/use-add-to-cart';
import { useDetailState } from '../../shared/add-to-cart/use-detail-state';
import styles from './compare-table.module.css';

/** Codes with their own UI, not an error box (as in plan detail's pricing panel). */
const SILENT = new Set(['enrollmentIdError', 'newQuestionsError']);

/**
 * A column's Add to Cart and More Info, with plan detail's own code: its add-to-cart rules
 * (already in the cart, the fee plan's pair, income and hours), its popups and its pricing
 * messages. Health questions are answered on the plan's page, so an underwritten plan not yet
 * answered links there ("Enroll Now") instead of adding.
 */
export function CompareActions({ plan, enrollmentId }: { plan: ComparedPlan; enrollmentId: string | null }) {
  const t = useT();
  const tc = useCompareT();
  const to = useStorePath();
  const ui = useDetailState();
  const [reask, setReask] = useState(false);
  const cart = useAddToCart(enrollmentId, plan.plan_name, ui, () => setReask(true));
  const answered = useQuery({
    ...alreadyAnsweredQueryOptions(enrollmentId ?? '', plan.plan_id),
    enabled: !!enrollmentId && plan.health_questions,
  });
  const pricing = plan.pricing;
  const code = pricing.errorCode;
  const needsQuestions =
    plan.health_questions && (reask || code === 'newQuestionsError' || answered.data?.status === false);
  const problem = ui.problem ?? (code && !SILENT.has(code) ? { code, message: pricing.message } : null);
  const own = pricing.plans.filter((o) => o.is_prudential_plan === 0);
  const detailPath = to(planPath(plan.plan_id, plan.plan_name));
  return (
    <div className={styles.actions}>
      {ui.error && <Alert tone="error">{ui.error}</Alert>}
      {problem && (
        <PricingMessage problem={problem} onAction={(a) => ui.open(a === 'hours' ? 'income' : a)} />
      )}
      {!problem && plan.is_membership && own.length > 0 && (
        <Button onClick={() => ui.open('membership')}>{t('pricing.selectMembership')}</Button>
      )}
      {!problem && !plan.is_membership && needsQuestions && own.length > 0 && (
        <Link
          className={styles.action}
          to={detailPath}
          aria-label={tc('compare.answerQuestions', { name: plan.plan_name })}
        >
          {t('actions.enrollNow')}
        </Link>
      )}
      {!problem &&
        !plan.is_membership &&
        !needsQuestions &&
        own.map((o) => (
          <Button
            key={o.ppid}
            variant="primary"
            loading={cart.pendingPpid === o.ppid}
            disabled={
              (cart.pendingPpid !== null && cart.pendingPpid !== o.ppid) ||
              (plan.health_questions && answered.isPending)
            }
            aria-label={tc('compare.addFor', { option: o.plan_name, name: plan.plan_name })}
            onClick={() => void cart.add(o, pricing.plans)}
          >
            {own.length > 1 ? tc('compare.addOption', { option: o.plan_name }) : t('actions.addToCart')}
          </Button>
        ))}
      <Link
        className={styles.more}
        to={detailPath}
        aria-label={t('planCard.moreAbout', { name: plan.plan_name })}
      >
        {t('planCard.more')}
      </Link>
      <DetailPopups
        ui={ui}
        enrollmentId={enrollmentId}
        pending={cart.pendingPpid !== null}
        onAdd={cart.add}
      />
    </div>
  );
}
