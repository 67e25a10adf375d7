import type { PlanPricing, PricingOption } from '@bs/contract';
import { Button, Card, Skeleton } from '@bs/ui';
import { useT } from '../../shared/after-landing/i18n/messages';
import { PricingMessage } from '../../shared/add-to-cart/pricing-message';
import type { MessageAction, PricingProblem } from '../../shared/add-to-cart/pricing-messages';
import { PricingOptions } from './pricing-options';
import styles from './plan-detail.module.css';

export interface PricingPanelProps {
  pricing: PlanPricing | undefined;
  loading: boolean;
  /** A refusal from adding, shown instead of the pricing's own code. */
  problem: PricingProblem | null;
  isMembership: boolean;
  needsQuestions: boolean;
  pendingPpid: number | null;
  onAction: (action: MessageAction) => void;
  onEnroll: () => void;
  onAdd: (option: PricingOption, all: readonly PricingOption[]) => void;
  onMembership: () => void;
}

/** Codes that are not shown as a message here (their own UI handles them). */
const SILENT = new Set(['enrollmentIdError', 'newQuestionsError']);

/** The pricing area: a loading skeleton, a pricing error with its fix, or the options. */
export function PricingPanel(p: PricingPanelProps) {
  const t = useT();
  const code = p.pricing?.errorCode;
  const problem: PricingProblem | null =
    p.problem ?? (code && !SILENT.has(code) ? { code, message: p.pricing?.message } : null);
  const options = p.pricing?.plans ?? [];
  return (
    <Card as="section" aria-labelledby="pricing-title" aria-busy={p.loading || undefined}>
      <h2 id="pricing-title" className={styles.sideTitle}>
        {t('pricing.title')}
      </h2>
      {p.loading ? (
        <Skeleton height="8rem" />
      ) : (
        <>
          {problem && <PricingMessage problem={problem} onAction={p.onAction} />}
          {code === 'newQuestionsError' && p.pricing?.message && (
            <p className={styles.muted}>{p.pricing.message}</p>
          )}
          {p.isMembership && options.length > 0 ? (
            <Button onClick={p.onMembership}>{t('pricing.selectMembership')}</Button>
          ) : (
            !problem && (
              <PricingOptions
                options={options}
                needsQuestions={p.needsQuestions}
                pendingPpid={p.pendingPpid}
                onEnroll={p.onEnroll}
                onAdd={(o) => p.onAdd(o, options)}
              />
            )
          )}
        </>
      )}
    </Card>
  );
}
