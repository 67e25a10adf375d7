import { useQuery } from '@tanstack/react-query';
import type { EdiFile } from '@bs/contract';
import { useLanguage } from '@bs/i18n';
import { Alert, Button, EmptyState, Spinner, StackedTable } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { formatWhen } from '../../shared/format-when';
import { filesQuery, useDownloadFile } from './use-edi-calls';
import styles from './edi.module.css';

/** A partner's files newest first: date, mode, counts, control number, who downloaded, and a download. */
export function FileHistory({ carrierId }: { carrierId: number }) {
  const t = useT();
  const files = useQuery(filesQuery(carrierId));
  const download = useDownloadFile(() => files.refetch());
  const [language] = useLanguage();
  const when = (iso: string) => formatWhen(iso, language);
  return (
    <section className={styles.section} aria-labelledby="files-title">
      <h2 id="files-title">{t('edi.files.title')}</h2>
      {download.isError && <Alert tone="error">{t('edi.files.downloadError')}</Alert>}
      {files.isPending ? (
        <Spinner label={t('edi.files.loading')} />
      ) : files.isError ? (
        <Alert tone="error">
          {t('edi.files.error')}{' '}
          <Button variant="secondary" onClick={() => void files.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : files.data.files.length === 0 ? (
        <EmptyState title={t('edi.files.empty')} message={t('edi.files.emptyHint')} headingLevel="h3" />
      ) : (
        <StackedTable<EdiFile>
          caption={t('edi.files.caption')}
          rows={files.data.files}
          rowKey={(f) => f.file_id}
          columns={[
            { label: t('edi.files.control'), cell: (f) => String(f.control_number) },
            { label: t('edi.files.built'), cell: (f) => when(f.created_at) },
            { label: t('edi.files.asOf'), cell: (f) => f.as_of },
            { label: t('edi.files.mode'), cell: (f) => t(`edi.mode.${f.mode}`) },
            { label: t('edi.files.group'), cell: (f) => f.group_name ?? t('edi.build.allGroups') },
            {
              label: t('edi.files.counts'),
              className: styles.counts,
              cell: (f) => t('edi.files.countsText', f.counts),
            },
            {
              label: t('edi.files.downloads'),
              cell: (f) =>
                f.downloads.length === 0 ? (
                  t('edi.files.never')
                ) : (
                  <ul className={styles.downloads}>
                    {f.downloads.map((d) => (
                      <li key={d.at + d.who}>
                        {t('edi.files.downloadedBy', { who: d.who, when: when(d.at) })}
                      </li>
                    ))}
                  </ul>
                ),
            },
            {
              label: t('edi.files.file'),
              cell: (f) => (
                <Button
                  variant="secondary"
                  loading={download.isPending && download.variables === f.file_id}
                  onClick={() => download.mutate(f.file_id)}
                  aria-label={t('edi.files.downloadLabel', { control: f.control_number })}
                >
                  {t('edi.files.download')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
