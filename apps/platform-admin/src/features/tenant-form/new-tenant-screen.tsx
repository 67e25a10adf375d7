import { Link, useNavigate } from 'react-router';
import type { CreateTenantBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Breadcrumb, PageTitle, useStorePath, useDocumentTitle } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { TenantForm } from './tenant-form';
import { useRefreshTenants } from './use-publish';
import styles from './tenant-screen.module.css';

/** `/admin/tenants/new`: onboard a store; Publish makes it live at once and opens its page. */
export function NewTenantScreen() {
  const t = useT();
  const to = useStorePath();
  const navigate = useNavigate();
  const refresh = useRefreshTenants();
  useDocumentTitle(t('form.newTitle'));
  return (
    <div className={styles.page}>
      <Breadcrumb
        items={[{ label: t('list.title'), to: to('/admin/tenants') }, { label: t('form.newTitle') }]}
      />
      <PageTitle subtitle={t('form.newIntro')}>{t('form.newTitle')}</PageTitle>
      <TenantForm
        scope="all"
        onPublish={async (body) => {
          const created = await apiCall('create-tenant', { body: body as CreateTenantBody });
          await refresh();
          navigate(to(`/admin/tenants/${created.tenant.slug}`), { state: { published: true } });
        }}
      />
      <p className={styles.back}>
        <Link to={to('/admin/tenants')}>{t('detail.back')}</Link>
      </p>
    </div>
  );
}
