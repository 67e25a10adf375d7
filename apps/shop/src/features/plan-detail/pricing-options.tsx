import type { PricingOption } from '@bs/contract';
import { formatMoney } from '@bs/i18n';
import { Button, Card, EoiNote, PayNote } from '@bs/ui';
import { useT } from '../../shared/after-landing/i18n/messages';
import { priceText } from '../../shared/add-to-cart/pricing-messages';
import styles from './plan-detail.module.css';

export interface PricingOptionsProps {
  options: readonly PricingOption[];
  /** Health questions are still to be answered: the buttons say Enroll Now. */
  needsQuestions: boolean;
  /** The option being added (its button is busy, the others wait). */
  pendingPpid: number | null;
  onEnroll: () => void;
  onAdd: (option: PricingOption) => void;
}

/**
 * The plan's pricing options: name, price and Enroll Now or Add to Cart. Fee lines ride along.
 * An amount above the plan's guaranteed issue says, before Add to Cart, what is approved now and
 * what waits for evidence of insurability (issue 30; the API's split).
 */
export function PricingOptions({
  options,
  needsQuestions,
  pendingPpid,
  onEnroll,
  onAdd,
}: PricingOptionsProps) {
  const t = useT();
  const own = options.filter((o) => o.is_prudential_plan === 0);
  return (
    <ul className={styles.options}>
      {own.map((o) => {
        const fee = options.find((f) => f.is_prudential_plan === 1 && f.pair_ppid === o.ppid);
        const nameId = `option-${o.ppid}`;
        return (
          <Card as="li" key={o.ppid} className={styles.option}>
            <div>
              <h3 id={nameId} className={styles.optionName} lang={o.text_lang?.plan_name}>
                {o.plan_name}
              </h3>
              <p className={styles.price}>{priceText(o.plan_price, o.fee_type)}</p>
              {o.pay && <PayNote pay={o.pay} />}
              {o.eoi && <EoiNote eoi={o.eoi} />}
              {fee && (
                <p className={styles.muted}>{t('pricing.fee', { price: formatMoney(fee.plan_price) })}</p>
              )}
            </div>
            <Button
              aria-describedby={nameId}
              loading={pendingPpid === o.ppid}
              disabled={pendingPpid !== null && pendingPpid !== o.ppid}
              onClick={() => (needsQuestions ? onEnroll() : onAdd(o))}
            >
              {needsQuestions ? t('actions.enrollNow') : t('actions.addToCart')}
            </Button>
          </Card>
        );
      })}
    </ul>
  );
}
