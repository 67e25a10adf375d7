import { Trans } from '@bs/i18n';
import { Alert } from '@bs/ui';
import { useT } from '../after-landing/i18n/messages';
import { PRICING_MESSAGES, type MessageAction, type PricingProblem } from './pricing-messages';
import styles from './add-to-cart.module.css';

export interface PricingMessageProps {
  problem: PricingProblem;
  onAction: (action: MessageAction) => void;
}

/**
 * A pricing error in the spec's exact words; its "clicking here" or "editing your basic info
 * above" is a button opening the popup that fixes it. Codes without fixed text (planAgeError,
 * decline...) show the server's message, which the server wrote in the visitor's language.
 */
export function PricingMessage({ problem, onAction }: PricingMessageProps) {
  const t = useT();
  const action = PRICING_MESSAGES[problem.code];
  if (!action) return problem.message ? <Alert tone="error">{problem.message}</Alert> : null;
  return (
    <Alert tone="error">
      <Trans
        t={t}
        i18nKey={`pricing.errors.${problem.code}`}
        components={{
          fix: <button type="button" className={styles.inlineLink} onClick={() => onAction(action)} />,
        }}
      />
    </Alert>
  );
}
