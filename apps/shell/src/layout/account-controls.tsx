import { Suspense } from 'react';
import { Link } from 'react-router';
import { withLanding } from '@bs/domain';
import { useSession } from '@bs/session';
import { useT } from '../i18n/messages';
import styles from './header.module.css';
import { lazyPart } from './lazy-part';
import { useLanding } from './use-landing';

// Only a signed-in person has other sessions to end: not on a visitor's landing.
const OtherSessionsButton = lazyPart(() =>
  import('./other-sessions-button').then((m) => m.OtherSessionsButton),
);

export interface AccountControlsProps {
  className: string;
  onSignOut: () => void;
}

/**
 * "Sign in" for visitors; the signed-in person's name and "Sign out" (ADR 0010). Staff who arrived
 * with the spec's stored keys but no sign-in keep the spec's Logout. The header places this beside
 * the cart on wide screens and inside the menu on phones.
 */
export function AccountControls({ className, onSignOut }: AccountControlsProps) {
  const t = useT();
  const landing = useLanding();
  const signedInAs = useSession((s) => s.signed_in_as);
  const eprocess = useSession((s) => s.eprocess);
  const staff = eprocess === 'rep' || eprocess === 'group';
  if (signedInAs)
    return (
      <span className={`${styles.account} ${className}`}>
        <span className={styles.signedIn}>{t('header.signedInAs', { name: signedInAs })}</span>
        <Suspense fallback={null}>
          <OtherSessionsButton />
        </Suspense>
        <button type="button" className={styles.textButton} onClick={onSignOut}>
          {t('header.signOut')}
        </button>
      </span>
    );
  return (
    <span className={`${styles.account} ${className}`}>
      <Link to={withLanding('/sign-in', landing)} className={`${styles.textButton} ${styles.signInLink}`}>
        {t('header.signIn')}
      </Link>
      {staff && (
        <button type="button" className={styles.textButton} onClick={onSignOut}>
          {t('header.logout')}
        </button>
      )}
    </span>
  );
}
