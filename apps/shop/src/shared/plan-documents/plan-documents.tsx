import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import type { PlanDocument } from '@bs/contract';
import { useLanguage } from '@bs/i18n';
import { Alert, Button, saveBase64File } from '@bs/ui';
import { useT } from '../after-landing/i18n/messages';
import styles from './plan-documents.module.css';

/** Fetches one document and hands it to the browser as a download (an attachment, never opened inline). */
async function download(documentId: number): Promise<void> {
  const f = await apiCall('get-plan-document-file', { query: { document_id: documentId } });
  saveBase64File(f.content_base64, f.file_name, f.content_type);
}

/**
 * A plan's documents (issue 30, ADR 0035): its SBC, certificate and brochure in the page's language
 * (English where the plan has none in it), each a PDF download. On plan detail under the heading
 * "Plan documents"; in a compare cell without it (`compact`). Nothing when the plan has none.
 */
export function PlanDocuments({ planId, compact = false }: { planId: number; compact?: boolean }) {
  const t = useT();
  const [language] = useLanguage();
  // The answer depends on the page's language: one cache entry per language.
  const list = useQuery({
    queryKey: ['get-plan-documents', planId, language],
    queryFn: ({ signal }) => apiCall('get-plan-documents', { query: { plan_id: planId } }, { signal }),
  });
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const items = list.data?.items ?? [];
  if (items.length === 0) return compact && list.isSuccess ? <span>{t('detail.documents.none')}</span> : null;
  const get = async (d: PlanDocument) => {
    setFailed(false);
    setBusy(d.document_id);
    try {
      await download(d.document_id);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section
      aria-labelledby={compact ? undefined : `plan-documents-title-${planId}`}
      aria-label={compact ? t('detail.documents.title') : undefined}
      className={styles.documents}
    >
      {!compact && (
        <h2 id={`plan-documents-title-${planId}`} className={styles.title}>
          {t('detail.documents.title')}
        </h2>
      )}
      <ul className={styles.list}>
        {items.map((d) => (
          <li key={d.document_id} className={styles.item}>
            <span className={styles.name}>
              {t(`detail.documents.kinds.${d.kind}`)}
              {d.language !== language && (
                <span className={styles.muted}> {t('detail.documents.inEnglish')}</span>
              )}
              <span className={styles.muted}>
                {' '}
                {t('detail.documents.size', { kb: Math.max(1, Math.round(d.byte_size / 1024)) })}
              </span>
            </span>
            <Button
              variant="secondary"
              loading={busy === d.document_id}
              onClick={() => void get(d)}
              aria-label={t('detail.documents.downloadLabel', {
                kind: t(`detail.documents.kinds.${d.kind}`),
              })}
            >
              {t('detail.documents.download')}
            </Button>
          </li>
        ))}
      </ul>
      {failed && <Alert tone="error">{t('detail.documents.failed')}</Alert>}
    </section>
  );
}
