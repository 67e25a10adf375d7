import { Card } from '@bs/ui';
import styles from './cart.module.css';

/** The Additional Riders block under the cart (spec §2): where riders come from. */
export function AdditionalRiders() {
  return (
    <Card as="section" aria-labelledby="riders-title" className={styles.riders}>
      <h2 id="riders-title" className={styles.heading}>
        Additional Riders
      </h2>
      <p className={styles.note}>
        Riders add extra benefits to a plan, such as accidental death cover or a waiver of premium. Where a
        plan in your cart offers riders, you can add them during enrollment; their cost is shown before you
        confirm.
      </p>
    </Card>
  );
}
