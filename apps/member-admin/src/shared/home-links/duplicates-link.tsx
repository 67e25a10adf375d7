import { Link } from 'react-router';
import { useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { usePossibleDuplicates } from '../possible-duplicates/use-possible-duplicates';
import styles from './home-links.module.css';

/** The staff homes' way to the possible duplicates, with how many wait (the same list the screen shows). */
export function DuplicatesLink() {
  const t = useT();
  const to = useStorePath();
  const list = usePossibleDuplicates(true);
  const count = list.data?.result.length ?? 0;
  return (
    <p className={styles.homeLink}>
      <Link to={to('/possible-duplicates')}>
        {t('duplicates.link')}
        {count > 0 && ' '}
        {count > 0 && <span className={styles.badge}>{t('duplicates.linkCount', { count })}</span>}
      </Link>
      <span className={styles.muted}> {t('duplicates.linkText')}</span>
    </p>
  );
}
