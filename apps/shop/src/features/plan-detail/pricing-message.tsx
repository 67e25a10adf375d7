import { Alert } from '@bs/ui';
import { PRICING_MESSAGES, type MessageAction, type PricingProblem } from './pricing-messages';
import styles from './plan-detail.module.css';

export interface PricingMessageProps {
  problem: PricingProblem;
  onAction: (action: MessageAction) => void;
}

/**
 * A pricing error in the spec's exact words; its "clicking here" or "editing your basic info
 * above" is a button opening the popup that fixes it. Codes without fixed text (planAgeError,
 * decline...) show the server's message.
 */
export function PricingMessage({ problem, onAction }: PricingMessageProps) {
  const known = PRICING_MESSAGES[problem.code];
  if (!known) return problem.message ? <Alert tone="error">{problem.message}</Alert> : null;
  const at = known.text.indexOf(known.phrase);
  return (
    <Alert tone="error">
      {known.text.slice(0, at)}
      <button type="button" className={styles.inlineLink} onClick={() => onAction(known.action)}>
        {known.phrase}
      </button>
      {known.text.slice(at + known.phrase.length)}
    </Alert>
  );
}
