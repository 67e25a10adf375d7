import { Link } from 'react-router';
import { useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './home-links.module.css';

/** The staff homes' way to a group's benefits settings (pay, contribution, enrollment windows, life events). */
export function SettingsLink() {
  const t = useT();
  const to = useStorePath();
  return (
    <p className={styles.homeLink}>
      <Link to={to('/group-settings')}>{t('settings.link')}</Link>
      <span className={styles.hint}> {t('settings.linkText')}</span>
    </p>
  );
}
