import { useQuery } from '@tanstack/react-query';
import { getPlanCartQueryOptions } from '@bs/api-client';
import { EoiNote } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './eoi-questions.module.css';

/**
 * What the answers are for: each plan of the cart with cover pending evidence, with the amount
 * approved now and the amount pending (the same split as the cart, the review and the receipt).
 * Nothing while the cart loads or if it fails: the questions stand on their own.
 */
export function PendingCover({ enrollmentId }: { enrollmentId: string }) {
  const t = useT();
  const cart = useQuery(getPlanCartQueryOptions(enrollmentId));
  const pending = (cart.data?.result ?? []).filter((p) => p.eoi && p.eoi.pending > 0);
  if (!pending.length) return null;
  return (
    <section className={styles.pending} aria-label={t('eoi.pendingTitle')}>
      <h2 className={styles.pendingTitle}>{t('eoi.pendingTitle')}</h2>
      <ul className={styles.plans}>
        {pending.map((p) => (
          <li key={p.plan_id} className={styles.plan}>
            <span className={styles.planName}>{p.plan_name}</span>
            <EoiNote eoi={p.eoi!} />
          </li>
        ))}
      </ul>
    </section>
  );
}
