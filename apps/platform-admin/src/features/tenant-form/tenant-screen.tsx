import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { UpdateTenantBody } from '@bs/contract';
import { ApiFieldError, apiCall, callQueryOptions } from '@bs/api-client';
import {
  Alert,
  Breadcrumb,
  Button,
  EmptyState,
  PageTitle,
  Spinner,
  useStorePath,
  useDocumentTitle,
} from '@bs/ui';
import { useT } from '../../i18n/messages';
import { SignInPrompt, signedOut } from '../../shared/guard/admin-guard';
import { ExportFolder } from '../../shared/export/export-folder';
import { TenantHistory } from '../../shared/tenant-history/tenant-history';
import { StatusConfirm } from '../../shared/tenant-status/status-confirm';
import { TenantForm } from './tenant-form';
import { useRefreshTenants } from './use-publish';
import styles from './tenant-screen.module.css';

/** `/admin/tenants/:slug`: one store, its form with the live preview, and its change history. */
export function TenantScreen() {
  const t = useT();
  const to = useStorePath();
  const { slug = '' } = useParams();
  const location = useLocation();
  const refresh = useRefreshTenants();
  const [said, setSaid] = useState<string>(
    (location.state as { published?: boolean } | null)?.published ? t('detail.created') : '',
  );
  const detail = useQuery(callQueryOptions('get-tenant', { query: { slug } }));
  const name = detail.data?.tenant.name ?? slug;
  useDocumentTitle(t('detail.title', { name }));
  const crumbs = [{ label: t('list.title'), to: to('/admin/tenants') }, { label: name }];
  if (detail.isPending) return <Spinner label={t('detail.loading')} size="large" />;
  if (detail.isError && signedOut(detail.error)) return <SignInPrompt />;
  if (detail.isError) {
    // 403/404 both read as "not yours to open": the server never says whether another tenant exists.
    const refused = detail.error instanceof ApiFieldError && [403, 404].includes(detail.error.status);
    return (
      <div className={styles.page}>
        <Breadcrumb items={crumbs} />
        <EmptyState
          headingLevel="h1"
          title={refused ? t('detail.notYours') : t('detail.error')}
          message={refused ? t('detail.notYoursHint') : undefined}
          action={
            refused ? (
              <Link to={to('/admin/tenants')}>{t('detail.back')}</Link>
            ) : (
              <Button variant="secondary" onClick={() => void detail.refetch()}>
                {t('common.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  }
  const d = detail.data;
  return (
    <div className={styles.page}>
      <Breadcrumb items={crumbs} />
      <PageTitle
        subtitle={
          <span className={styles.meta}>
            <span>{t(`statusName.${d.status}`)}</span>
            <span>{t(`source.${d.source}`)}</span>
            <a className={styles.storeLink} href={d.store_path} target="_blank" rel="noreferrer">
              {t('detail.open', { path: d.store_path })}
            </a>
          </span>
        }
        actions={
          d.scope === 'all' ? (
            <StatusConfirm slug={d.tenant.slug} name={d.tenant.name} status={d.status} onDone={setSaid} />
          ) : undefined
        }
      >
        {t('detail.title', { name })}
      </PageTitle>
      <div role="status">{said && <Alert tone="success">{said}</Alert>}</div>
      <TenantForm
        key={d.version}
        detail={d}
        scope={d.scope}
        onPublish={async (body) => {
          await apiCall('update-tenant', { body: body as UpdateTenantBody });
          await refresh();
          setSaid(t('detail.published'));
        }}
      />
      {d.scope === 'all' && <ExportFolder slug={d.tenant.slug} />}
      <TenantHistory slug={d.tenant.slug} />
    </div>
  );
}
