import { apiCall, notify } from '@bs/api-client';
import { useT } from '../after-landing/i18n/messages';
import styles from './header.module.css';

/**
 * "Sign out other sessions" (ADR 0028): ends the signed-in person's sessions in every other
 * browser, keeping this one, and says how many ended (or that it failed) through the page's one
 * notifications region, which is already live: a second, always-present status region in the
 * header would be read on every page and shadow each screen's own status.
 */
export function OtherSessionsButton() {
  const t = useT();
  const endOthers = async () => {
    try {
      const { ended } = await apiCall('sign-out-other-sessions');
      notify('Success!', t('header.otherSessionsEnded', { count: ended }));
    } catch {
      notify('Warning!', t('header.otherSessionsFailed'));
    }
  };
  return (
    <button type="button" className={styles.textButton} onClick={() => void endOthers()}>
      {t('header.signOutOthers')}
    </button>
  );
}
