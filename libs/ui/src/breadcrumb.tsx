import { Link } from 'react-router';
import styles from './breadcrumb.module.css';
import { useT } from './i18n/messages';

export interface Crumb {
  label: string;
  /** Omit for the current page. */
  to?: string;
}

export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('breadcrumb')} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((c, i) => (
          <li key={`${c.label}-${i}`} className={styles.item}>
            {c.to ? (
              <Link to={c.to} className={styles.link}>
                {c.label}
              </Link>
            ) : (
              <span className={styles.current} aria-current="page">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
