import type { CardPrice as Price } from '@bs/contract';
import { formatMoney } from '@bs/i18n';
import { PayNote, Skeleton } from '@bs/ui';
import { useT as useCompareT } from '../../shared/compare-tray/i18n/messages';
import styles from './plans.module.css';

/**
 * A card's price for this person: "from $X/month" (the lowest option, administrative fee
 * included), or the short reason there is none yet; and a note when health questions come first.
 */
export function CardPrice({ price, loading }: { price: Price | undefined; loading: boolean }) {
  const tc = useCompareT();
  if (loading && !price) return <Skeleton height="1.25rem" width="8rem" />;
  if (!price) return null;
  return (
    <div className={styles.price}>
      {price.from_price !== undefined ? (
        <p className={styles.priceAmount}>
          {tc(price.fee_type === 'one_time' ? 'cardPrice.fromOneTime' : 'cardPrice.from', {
            price: formatMoney(price.from_price),
          })}
        </p>
      ) : (
        price.errorCode && <p className={styles.priceReason}>{tc(`cardPrice.reason.${price.errorCode}`)}</p>
      )}
      {price.pay && <PayNote pay={price.pay} from />}
      {price.health_questions && <p className={styles.priceNote}>{tc('cardPrice.healthQuestions')}</p>}
    </div>
  );
}
