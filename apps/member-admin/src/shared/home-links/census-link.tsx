import { Link } from 'react-router';
import { useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './home-links.module.css';

/** The staff homes' way to the census screen. */
export function CensusLink() {
  const t = useT();
  const to = useStorePath();
  return (
    <p className={styles.homeLink}>
      <Link to={to('/census')}>{t('census.link')}</Link>
      <span className={styles.hint}> {t('census.linkText')}</span>
    </p>
  );
}
