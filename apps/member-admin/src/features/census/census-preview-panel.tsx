import { useEffect, useRef, useState } from 'react';
import type { CensusPreview, CensusResult } from '@bs/contract';
import { ApiFieldError } from '@bs/api-client';
import { Alert, Button } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { CensusIssues } from './census-issues';
import { useCommitCensus } from './use-census';
import styles from './census.module.css';

export interface CensusPreviewPanelProps {
  groupId: number;
  groupName: string;
  preview: CensusPreview;
  onDone: (result: CensusResult) => void;
  onRestart: () => void;
}

/** What the file would change, before anything is saved; Confirm import saves exactly this. */
export function CensusPreviewPanel({
  groupId,
  groupName,
  preview,
  onDone,
  onRestart,
}: CensusPreviewPanelProps) {
  const t = useT();
  const commit = useCommitCensus();
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview replaces the form: focus its heading so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  const c = preview.counts;
  const toSave = c.add + c.update;
  const confirm = async () => {
    setError(null);
    try {
      onDone(await commit.mutateAsync({ groupId, previewId: preview.preview_id }));
    } catch (err) {
      setError(err instanceof ApiFieldError ? err.message : t('census.commitError'));
    }
  };
  const counts: [string, number][] = [
    [t('census.countRows'), c.rows],
    [t('census.countAdd'), c.add],
    [t('census.countUpdate'), c.update],
    [t('census.countUnchanged'), c.unchanged],
    [t('census.countErrors'), c.errors],
    [t('census.countConflicts'), c.conflicts],
  ];
  return (
    <div className={styles.section}>
      <h3 ref={heading} tabIndex={-1} className={styles.h3}>
        {t('census.previewTitle', { group: groupName })}
      </h3>
      <p>{t('census.nothingSaved')}</p>
      <dl className={styles.counts}>
        {counts.map(([label, n]) => (
          <div key={label} className={styles.count}>
            <dt>{label}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
      {preview.issues.length > 0 && <CensusIssues issues={preview.issues} total={c.errors + c.conflicts} />}
      {toSave === 0 && <p>{t('census.nothingToSave')}</p>}
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        {toSave > 0 && (
          <Button onClick={() => void confirm()} loading={commit.isPending}>
            {commit.isPending ? t('census.importing') : t('census.confirm', { count: toSave })}
          </Button>
        )}
        <Button variant="secondary" onClick={onRestart} disabled={commit.isPending}>
          {t('census.chooseAnother')}
        </Button>
      </div>
    </div>
  );
}
