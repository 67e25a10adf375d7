import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiFieldError, callQueryOptions } from '@bs/api-client';
import { Alert, Button, Card, Spinner, buttonClass, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './admin-guard.module.css';

/**
 * The console's screens need someone signed in; without a session they show a sign-in prompt.
 * This is only the UI's courtesy: the server decides what each person may read and change
 * (a platform administrator everything, an agency administrator their own tenant's branding).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const t = useT();
  const who = useQuery({ ...callQueryOptions('who-am-i'), staleTime: 30_000 });
  if (who.isPending)
    return (
      <div className={styles.center}>
        <Spinner label={t('guard.checking')} />
      </div>
    );
  if (who.isError)
    return (
      <Alert tone="error">
        {t('guard.error')}{' '}
        <Button variant="secondary" onClick={() => void who.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (!who.data.signed_in) return <SignInPrompt />;
  return <>{children}</>;
}

/** The console's answer to "nobody signed in" (also when a session ends while a screen is open). */
export function SignInPrompt() {
  const t = useT();
  const to = useStorePath();
  return (
    <div className={styles.center}>
      <Card as="section" className={styles.panel} aria-labelledby="admin-sign-in-title">
        <h1 id="admin-sign-in-title" className={styles.title}>
          {t('guard.title')}
        </h1>
        <p>{t('guard.message')}</p>
        <Link className={buttonClass('primary')} to={to('/sign-in')}>
          {t('guard.signIn')}
        </Link>
      </Card>
    </div>
  );
}

/** Whether a failed call means the session is over (401): the screen shows the sign-in prompt. */
export const signedOut = (error: unknown) => error instanceof ApiFieldError && error.status === 401;
