import { useState } from 'react';
import { apiCall } from '@bs/api-client';
import { useT } from '../i18n/messages';
import styles from './header.module.css';

/**
 * "Sign out other sessions" (ADR 0028): ends the signed-in person's sessions in every other
 * browser, keeping this one, and says how many ended (or that it failed) in a live region.
 */
export function OtherSessionsButton() {
  const t = useT();
  const [said, setSaid] = useState<string>();
  const endOthers = async () => {
    try {
      const { ended } = await apiCall('sign-out-other-sessions');
      setSaid(t('header.otherSessionsEnded', { count: ended }));
    } catch {
      setSaid(t('header.otherSessionsFailed'));
    }
  };
  return (
    <>
      <button type="button" className={styles.textButton} onClick={() => void endOthers()}>
        {t('header.signOutOthers')}
      </button>
      <span role="status" className={styles.signedIn}>
        {said}
      </span>
    </>
  );
}
