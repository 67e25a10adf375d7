import { Link } from 'react-router';
import { COMPARE_MIN } from '@bs/contract/compare-limits';
import { Button, buttonClass, useStorePath } from '@bs/ui';
import { useT } from './i18n/messages';
import { comparePath } from './compare-path';
import { useComparePicks } from './use-compare-picks';
import styles from './compare-tray.module.css';

/**
 * The compare tray: the chosen plans (kept in the session, so it follows the visitor from the
 * listing to plan detail and back), each removable, and the way to the compare screen once two
 * are chosen. Not shown while empty.
 */
export function CompareTray() {
  const tc = useT();
  const to = useStorePath();
  const { picks, remove, clear } = useComparePicks();
  if (!picks.length) return null;
  const ready = picks.length >= COMPARE_MIN;
  return (
    <section className={styles.tray} aria-labelledby="compare-tray-title">
      <div className={styles.trayHead}>
        <h2 id="compare-tray-title" className={styles.trayTitle}>
          {tc('compare.tray')}
        </h2>
        <p className={styles.trayCount} aria-live="polite">
          {tc('compare.trayCount', { count: picks.length })}
        </p>
      </div>
      <ul className={styles.trayList}>
        {picks.map((p) => (
          <li key={p.plan_id} className={styles.trayItem}>
            <span>{p.plan_name}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label={tc('compare.remove', { name: p.plan_name })}
              onClick={() => remove(p.plan_id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.trayActions}>
        {ready ? (
          <Link className={buttonClass('primary')} to={to(comparePath(picks.map((p) => p.plan_id)))}>
            {tc('compare.open')}
          </Link>
        ) : (
          <p className={styles.trayHint}>{tc('compare.needTwo')}</p>
        )}
        <Button variant="secondary" onClick={clear}>
          {tc('compare.clear')}
        </Button>
      </div>
    </section>
  );
}
