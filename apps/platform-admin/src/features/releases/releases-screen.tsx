import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiFieldError, callQueryOptions } from '@bs/api-client';
import {
  Alert,
  Button,
  buttonClass,
  PageTitle,
  Spinner,
  StaffPage,
  useStorePath,
  visuallyHidden,
  useDocumentTitle,
} from '@bs/ui';
import { useT } from '../../i18n/messages';
import { SignInPrompt, signedOut } from '../../shared/guard/admin-guard';
import { RemoteCard } from './remote-card';
import { releasesQuery } from './use-release-calls';
import styles from './releases.module.css';

/**
 * `/admin/releases` (issue 22, ADR 0018): each remote's versions, what is live where (everyone,
 * pinned stores, a share of browsers), and the changes: activate, pin, roll out, roll back.
 */
export function ReleasesScreen() {
  const t = useT();
  const to = useStorePath();
  useDocumentTitle(t('releases.title'));
  const [announce, setAnnounce] = useState('');
  const list = useQuery(releasesQuery());
  const tenants = useQuery(callQueryOptions('list-tenants', { query: {} }));
  if (list.isError && signedOut(list.error)) return <SignInPrompt />;
  const stores = (tenants.data?.rows ?? []).map((r) => ({ slug: r.slug, name: r.name }));
  return (
    <StaffPage>
      <PageTitle
        subtitle={t('releases.intro')}
        actions={
          <Link className={buttonClass('secondary')} to={to('/admin/tenants')}>
            {t('releases.toTenants')}
          </Link>
        }
      >
        {t('releases.title')}
      </PageTitle>
      <div aria-live="polite" role="status" className={announce ? styles.announce : visuallyHidden}>
        {announce}
      </div>
      {list.isPending ? (
        <Spinner label={t('releases.loading')} />
      ) : list.isError ? (
        <Alert tone="error">
          {list.error instanceof ApiFieldError && list.error.status === 403
            ? t('releases.notAllowed')
            : t('releases.error')}{' '}
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        list.data.remotes.map((r) => (
          <RemoteCard key={r.remote} remote={r} tenants={stores} onDone={setAnnounce} />
        ))
      )}
    </StaffPage>
  );
}
