import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import {
  Alert,
  Button,
  buttonClass,
  EmptyState,
  PageTitle,
  Skeleton,
  Spinner,
  StaffPage,
  TextField,
  useStorePath,
  visuallyHidden,
  useDocumentTitle,
} from '@bs/ui';
import { useT } from '../../i18n/messages';
import { SignInPrompt, signedOut } from '../../shared/guard/admin-guard';
import { TenantTable } from './tenant-table';
import styles from './tenants.module.css';

/** `/admin/tenants`: every store of the platform, searchable; the search lives in the URL. */
export function TenantsScreen() {
  const t = useT();
  const to = useStorePath();
  useDocumentTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const [announce, setAnnounce] = useState('');
  const list = useQuery({
    ...callQueryOptions('list-tenants', { query: search ? { search } : {} }),
    placeholderData: keepPreviousData,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(typed.trim() ? { search: typed.trim() } : {});
  };
  const clear = () => {
    setTyped('');
    setParams({});
  };
  const rows = list.data?.rows ?? [];
  if (list.isError && signedOut(list.error)) return <SignInPrompt />;
  return (
    <StaffPage>
      <PageTitle
        subtitle={t('list.intro')}
        actions={
          <>
            <Link className={buttonClass('secondary')} to={to('/admin/releases')}>
              {t('list.releases')}
            </Link>
            <Link className={buttonClass('secondary')} to={to('/admin/history')}>
              {t('lookup.nav')}
            </Link>
            <Link className={buttonClass('secondary')} to={to('/admin/edi')}>
              {t('edi.nav')}
            </Link>
            <Link className={buttonClass('secondary')} to={to('/admin/reports')}>
              {t('list.reports')}
            </Link>
            <Link className={buttonClass('secondary')} to={to('/admin/plan-documents')}>
              {t('planDocs.nav')}
            </Link>
            <Link className={buttonClass('secondary')} to={to('/admin/plan-eoi')}>
              {t('planEoi.nav')}
            </Link>
            <Link className={buttonClass('secondary')} to={to('/admin/id-cards')}>
              {t('idCards.nav')}
            </Link>
            <Link className={buttonClass('secondary')} to={to('/eoi-cases')}>
              {t('list.eoi')}
            </Link>
            <Link className={buttonClass('primary')} to={to('/admin/tenants/new')}>
              {t('list.new')}
            </Link>
          </>
        }
      >
        {t('list.title')}
      </PageTitle>
      <form role="search" aria-label={t('list.searchLabel')} className={styles.search} onSubmit={submit}>
        <TextField
          className={styles.searchField}
          label={t('list.searchLabel')}
          hint={t('list.searchHint')}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <div className={styles.searchActions}>
          <Button type="submit">{t('list.search')}</Button>
          {search && (
            <Button type="button" variant="secondary" onClick={clear}>
              {t('list.clear')}
            </Button>
          )}
        </div>
      </form>
      <div aria-live="polite" className={visuallyHidden}>
        {announce || (list.data ? t('list.count', { count: list.data.total }) : '')}
      </div>
      {list.isPending ? (
        <div className={styles.skeletons} aria-busy="true">
          <Spinner label={t('list.loading')} />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      ) : list.isError ? (
        <Alert tone="error">
          {t('list.error')}{' '}
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          title={search ? t('list.noMatch', { search }) : t('list.empty')}
          message={search ? t('list.noMatchHint') : t('list.emptyHint')}
          action={
            search ? (
              <Button variant="secondary" onClick={clear}>
                {t('list.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <h2 className={styles.results}>{t('list.count', { count: list.data.total })}</h2>
          <TenantTable rows={rows} caption={t('list.title')} onStatusChanged={setAnnounce} />
        </>
      )}
    </StaffPage>
  );
}
