import { useT } from '../../i18n/messages';
import type { Held } from './use-held-plans';
import styles from './held-badge.module.css';

/** "In cart" or "Already active" beside a plan's name, so nobody has to press Add to Cart to learn it. */
export function HeldBadge({ held }: { held: Held | undefined }) {
  const t = useT();
  if (!held) return null;
  return (
    <span className={styles.badge} data-held={held}>
      {t(held === 'active' ? 'held.active' : 'held.inCart')}
    </span>
  );
}
