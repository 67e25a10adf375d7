import { Link } from 'react-router';
import { ApiFieldError } from '@bs/api-client';
import type { CatalogueDocuments } from '@bs/contract';
import { formatLongDate, useLanguage } from '@bs/i18n';
import {
  Alert,
  Button,
  PageTitle,
  Spinner,
  StackedTable,
  StaffPage,
  buttonClass,
  useDocumentTitle,
  useStorePath,
} from '@bs/ui';
import { useT } from '../../i18n/messages';
import { SignInPrompt, signedOut } from '../../shared/guard/admin-guard';
import { UploadDocumentForm } from './upload-document-form';
import { useCatalogueDocuments } from './use-plan-documents';
import styles from './plan-documents.module.css';

type Plan = CatalogueDocuments['plans'][number];

/**
 * `/admin/plan-documents` (issue 30, ADR 0035): the platform administrator uploads a plan's SBC,
 * certificate or brochure per language (PDF, 10 MB), and sees every plan's current documents.
 * The shop's plan detail lists them in the reader's language.
 */
export function PlanDocumentsScreen() {
  const t = useT();
  const to = useStorePath();
  useDocumentTitle(t('planDocs.title'));
  const list = useCatalogueDocuments();
  const [language] = useLanguage();
  const kb = new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 1 });
  if (list.isError && signedOut(list.error)) return <SignInPrompt />;
  const docsOf = (p: Plan) =>
    p.documents.length === 0
      ? t('planDocs.none')
      : p.documents
          .map((d) =>
            t('planDocs.docLine', {
              kind: t(`planDocs.kinds.${d.kind}`),
              language: d.language.toUpperCase(),
              file: d.file_name,
              size: `${kb.format(d.byte_size / 1024)} kB`,
              date: formatLongDate(d.uploaded_at),
            }),
          )
          .join('\n');
  return (
    <StaffPage>
      <PageTitle
        subtitle={t('planDocs.intro')}
        actions={
          <Link className={buttonClass('secondary')} to={to('/admin/tenants')}>
            {t('planDocs.toTenants')}
          </Link>
        }
      >
        {t('planDocs.title')}
      </PageTitle>
      {list.isPending ? (
        <Spinner label={t('planDocs.loading')} />
      ) : list.isError ? (
        <Alert tone="error">
          {list.error instanceof ApiFieldError && list.error.status === 403
            ? t('planDocs.notAllowed')
            : t('planDocs.error')}{' '}
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <div className={styles.page}>
          <UploadDocumentForm plans={list.data.plans} />
          <section aria-labelledby="plans-title" className={styles.section}>
            <h2 id="plans-title" className={styles.h2}>
              {t('planDocs.plansTitle')}
            </h2>
            <StackedTable<Plan>
              caption={t('planDocs.caption')}
              rows={list.data.plans}
              rowKey={(p) => p.plan_id}
              columns={[
                {
                  label: t('planDocs.plan'),
                  cell: (p) => (
                    <>
                      {p.name} ({p.plan_id})
                      {!p.listed && <span className={styles.muted}> {t('planDocs.unlisted')}</span>}
                    </>
                  ),
                },
                {
                  label: t('planDocs.documents'),
                  cell: (p) => <span className={styles.docs}>{docsOf(p)}</span>,
                },
              ]}
            />
          </section>
        </div>
      )}
    </StaffPage>
  );
}
