import { useState } from 'react';
import type { TenantExport } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, Button, firstErrorMessage } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './export-folder.module.css';

type File = TenantExport['files'][number];

/** A file of the export as a downloadable blob (images arrive base64-encoded). */
function blobOf(f: File): Blob {
  if (f.encoding === 'utf8') return new Blob([f.content], { type: 'text/plain' });
  const bytes = Uint8Array.from(atob(f.content), (c) => c.charCodeAt(0));
  return new Blob([bytes]);
}

/**
 * "Export as folder": the tenant as tenants/<slug>/ (tenant.json and its images), one download
 * per file, to commit to git so the reviewed folder and the live registry agree (ADR 0011).
 */
export function ExportFolder({ slug }: { slug: string }) {
  const t = useT();
  const [files, setFiles] = useState<{ path: string; url: string }[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await apiCall('export-tenant', { query: { slug } });
      setFiles(res.files.map((f) => ({ path: f.path, url: URL.createObjectURL(blobOf(f)) })));
    } catch (err) {
      setError(firstErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.box}>
      <Button variant="secondary" loading={busy} onClick={() => void run()}>
        {t('export.button')}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
      {files && (
        <div role="status">
          <p className={styles.intro}>{t('export.intro', { slug })}</p>
          <ul className={styles.list}>
            {files.map((f) => (
              <li key={f.path}>
                <a href={f.url} download={f.path}>
                  {t('export.file', { path: f.path })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
