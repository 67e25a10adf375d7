import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiFieldError } from '@bs/api-client';
import type { CarrierSummary } from '@bs/contract';
import {
  Alert,
  Button,
  PageTitle,
  Spinner,
  StackedTable,
  buttonClass,
  useStorePath,
  visuallyHidden,
  useDocumentTitle,
} from '@bs/ui';
import { useT } from '../../i18n/messages';
import { SignInPrompt, signedOut } from '../../shared/guard/admin-guard';
import { BuildFileForm } from './build-file-form';
import { FileHistory } from './file-history';
import { PartnerForm } from './partner-form';
import { carriersQuery, partnerQuery } from './use-edi-calls';
import styles from './edi.module.css';

/**
 * `/admin/edi` (issue 21, ADR 0022): the carriers and their trading partners; with ?carrier= one
 * partner's settings, "build a file now" and its history of files and downloads, above the list
 * (on a phone the list of carriers is long).
 */
export function EdiScreen() {
  const t = useT();
  const to = useStorePath();
  useDocumentTitle(t('edi.title'));
  const [params] = useSearchParams();
  const carrierId = Number(params.get('carrier')) || null;
  const carriers = useQuery(carriersQuery());
  if (carriers.isError && signedOut(carriers.error)) return <SignInPrompt />;
  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={t('edi.intro')}
        actions={
          <Link className={buttonClass('secondary')} to={to('/admin/tenants')}>
            {t('edi.toTenants')}
          </Link>
        }
      >
        {t('edi.title')}
      </PageTitle>
      {carrierId && <Partner key={carrierId} carrierId={carrierId} />}
      {carriers.isPending ? (
        <Spinner label={t('edi.loading')} />
      ) : carriers.isError ? (
        <Alert tone="error">
          {carriers.error instanceof ApiFieldError && carriers.error.status === 403
            ? t('edi.notAllowed')
            : t('edi.error')}{' '}
          <Button variant="secondary" onClick={() => void carriers.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <section className={styles.section} aria-labelledby="carriers-title">
          <h2 id="carriers-title">{t('edi.carriers.title')}</h2>
          <StackedTable<CarrierSummary>
            caption={t('edi.carriers.caption')}
            rows={carriers.data.carriers}
            rowKey={(c) => c.carrier_id}
            columns={[
              { label: t('edi.carriers.name'), cell: (c) => c.name },
              { label: t('edi.carriers.plans'), cell: (c) => String(c.plan_count) },
              {
                label: t('edi.carriers.partner'),
                cell: (c) => (c.configured ? t('edi.carriers.configured') : t('edi.carriers.notConfigured')),
              },
              {
                label: t('edi.carriers.open'),
                cell: (c) => (
                  <Link
                    to={to(`/admin/edi?carrier=${c.carrier_id}`)}
                    aria-current={c.carrier_id === carrierId ? 'page' : undefined}
                  >
                    {c.configured ? t('edi.carriers.manage') : t('edi.carriers.setUp')}
                    {/* The visible words first, so the link's name contains them (WCAG 2.5.3). */}
                    <span className={visuallyHidden}> {c.name}</span>
                  </Link>
                ),
              },
            ]}
          />
        </section>
      )}
    </div>
  );
}

function Partner({ carrierId }: { carrierId: number }) {
  const t = useT();
  const partner = useQuery(partnerQuery(carrierId));
  if (partner.isPending) return <Spinner label={t('edi.loading')} />;
  if (partner.isError)
    return (
      <Alert tone="error">
        {t('edi.partner.error')}{' '}
        <Button variant="secondary" onClick={() => void partner.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return (
    <section className={styles.section} aria-labelledby="partner-name">
      <h2 id="partner-name">{t('edi.partner.heading', { name: partner.data.carrier_name })}</h2>
      <p>{t('edi.partner.control', { n: partner.data.control_number })}</p>
      <PartnerForm partner={partner.data} />
      <BuildFileForm partner={partner.data} />
      <FileHistory carrierId={carrierId} />
    </section>
  );
}
