import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { WhoAmI } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, Card, firstErrorMessage, Spinner, useStorePath, useDocumentTitle } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { applySignIn } from './apply-sign-in';
import styles from './sign-in.module.css';

// A link works once: React's development double effect (or a re-render) must not spend it twice.
const inFlight = new Map<string, Promise<WhoAmI>>();
const signInWith = (token: string) => {
  let p = inFlight.get(token);
  if (!p) {
    p = apiCall('member-sign-in', { body: { token } });
    inFlight.set(token, p);
  }
  return p;
};

/**
 * `/member-sign-in/{token}`: the mailed link. The token is spent by a POST from this page (a mail
 * scanner that only fetches the URL spends nothing), then the member goes to /member-home and the
 * token leaves the address bar.
 */
export function MemberSignInLinkScreen() {
  const t = useT();
  useDocumentTitle(t('memberSignIn.title'));
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const to = useStorePath();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    signInWith(token).then(
      (who) => live && navigate(to(applySignIn(who)), { replace: true }),
      (err) => live && setError(firstErrorMessage(err)),
    );
    return () => {
      live = false;
    };
  }, [token, navigate, to, t]);
  return (
    <div className={styles.page}>
      <Card as="section" className={styles.panel} aria-labelledby="member-link-title">
        <h1 id="member-link-title" className={styles.title}>
          {t('memberSignIn.title')}
        </h1>
        {error ? (
          <>
            <Alert tone="error">{error}</Alert>
            <ul className={styles.links}>
              <li>
                <Link to={to('/member-sign-in')}>{t('memberSignIn.newLink')}</Link>
              </li>
            </ul>
          </>
        ) : (
          <p className={styles.intro} role="status">
            <Spinner /> {t('memberSignIn.signingIn')}
          </p>
        )}
      </Card>
    </div>
  );
}
