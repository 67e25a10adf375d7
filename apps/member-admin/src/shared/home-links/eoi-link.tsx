import { Link } from 'react-router';
import { useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './home-links.module.css';

/** The rep home's way to the cases pending evidence of insurability and the carrier's decisions. */
export function EoiLink() {
  const t = useT();
  const to = useStorePath();
  return (
    <p className={styles.homeLink}>
      <Link to={to('/eoi-cases')}>{t('eoi.link')}</Link>
      <span className={styles.hint}> {t('eoi.linkText')}</span>
    </p>
  );
}
