import type { CatalogueDocuments } from '@bs/contract';
import { formatLongDate, useLanguage } from '@bs/i18n';
import { useT } from '../../i18n/messages';
import { CataloguePage } from '../../shared/catalogue-page/catalogue-page';
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
  const list = useCatalogueDocuments();
  const [language] = useLanguage();
  const kb = new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 1 });
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
    <CataloguePage<Plan>
      texts={{
        title: t('planDocs.title'),
        intro: t('planDocs.intro'),
        toTenants: t('planDocs.toTenants'),
        loading: t('planDocs.loading'),
        notAllowed: t('planDocs.notAllowed'),
        error: t('planDocs.error'),
        tableTitle: t('planDocs.plansTitle'),
        caption: t('planDocs.caption'),
        plan: t('planDocs.plan'),
        unlisted: t('planDocs.unlisted'),
      }}
      list={list}
      form={(plans) => <UploadDocumentForm plans={plans} />}
      columns={[
        { label: t('planDocs.documents'), cell: (p) => <span className={styles.docs}>{docsOf(p)}</span> },
      ]}
    />
  );
}
