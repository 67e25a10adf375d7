import { Card } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './cart.module.css';

/** The Additional Riders block under the cart (spec §2): where riders come from. */
export function AdditionalRiders() {
  const t = useT();
  return (
    <Card as="section" aria-labelledby="riders-title" className={styles.riders}>
      <h2 id="riders-title" className={styles.heading}>
        {t('riders.title')}
      </h2>
      <p className={styles.note}>{t('riders.text')}</p>
    </Card>
  );
}
