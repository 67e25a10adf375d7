import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import type { CensusPreview, CensusResult } from '@bs/contract';
import { useSession } from '@bs/session';
import { Alert, Button, buttonClass, PageTitle, Skeleton, useStorePath, useDocumentTitle } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { CensusPreviewPanel } from './census-preview-panel';
import { CensusUploadForm } from './census-upload-form';
import { downloadTemplate } from './use-census';
import styles from './census.module.css';

type Stage =
  | { kind: 'upload' }
  | { kind: 'preview'; groupId: number; preview: CensusPreview }
  | { kind: 'done'; groupId: number; result: CensusResult };

/**
 * `/census`: the employer's census for a group administrator (their group) or a rep (a group
 * their agent serves): template, upload, preview, confirm, result (issue 20, ADR 0020). The
 * server decides who may; the screen only offers the groups the session names.
 */
export function CensusScreen() {
  const t = useT();
  const to = useStorePath();
  useDocumentTitle(t('census.title'));
  const eprocess = useSession((s) => s.eprocess);
  const groupId = useSession((s) => s.group_id);
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const isRep = eprocess === 'rep';
  const isGroup = eprocess === 'group' && groupId != null;
  const repGroups = useQuery({
    ...callQueryOptions('get-agent-groups', { query: { agent_id: agentId ?? 0 } }),
    enabled: isRep && agentId != null,
  });
  const ownGroup = useQuery({
    ...callQueryOptions('get-group-info-enroll', { query: { group_id: groupId ?? 0 } }),
    enabled: isGroup,
  });
  const [stage, setStage] = useState<Stage>({ kind: 'upload' });
  const [downloadError, setDownloadError] = useState(false);

  if (!isRep && !isGroup)
    return (
      <div className={styles.page}>
        <PageTitle>{t('census.title')}</PageTitle>
        <p>{t('census.staffOnly')}</p>
        <p>
          <Link to={to('/sign-in')}>{t('census.signIn')}</Link>
        </p>
      </div>
    );

  const groups = isRep
    ? (repGroups.data ?? []).map((g) => ({ id: g.gid, name: g.gname }))
    : [{ id: groupId!, name: ownGroup.data?.name ?? String(groupId) }];
  const loading = isRep ? repGroups.isLoading : ownGroup.isLoading;
  const download = async (format: 'csv' | 'xlsx') => {
    setDownloadError(false);
    try {
      await downloadTemplate(format);
    } catch {
      setDownloadError(true);
    }
  };

  return (
    <div className={styles.page}>
      <PageTitle subtitle={t('census.lead')}>{t('census.title')}</PageTitle>
      <p>
        <Link to={to(isRep ? '/agent-home' : '/group-home')}>{t('census.back')}</Link>
      </p>
      <section aria-labelledby="census-template" className={styles.section}>
        <h2 id="census-template" className={styles.h2}>
          {t('census.templateTitle')}
        </h2>
        <p>{t('census.templateText')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void download('csv')}>
            {t('census.templateCsv')}
          </Button>
          <Button variant="secondary" onClick={() => void download('xlsx')}>
            {t('census.templateXlsx')}
          </Button>
        </div>
        {downloadError && <Alert tone="error">{t('census.downloadError')}</Alert>}
      </section>
      <section aria-labelledby="census-upload" className={styles.section} aria-busy={loading || undefined}>
        <h2 id="census-upload" className={styles.h2}>
          {t('census.uploadTitle')}
        </h2>
        {loading ? (
          <Skeleton height="8rem" />
        ) : isRep && groups.length === 0 ? (
          <p>{t('census.noGroups')}</p>
        ) : stage.kind === 'upload' ? (
          <CensusUploadForm
            groups={groups}
            onPreview={(id, preview) => setStage({ kind: 'preview', groupId: id, preview })}
          />
        ) : stage.kind === 'preview' ? (
          <CensusPreviewPanel
            groupId={stage.groupId}
            groupName={groups.find((g) => g.id === stage.groupId)?.name ?? ''}
            preview={stage.preview}
            onDone={(result) => setStage({ kind: 'done', groupId: stage.groupId, result })}
            onRestart={() => setStage({ kind: 'upload' })}
          />
        ) : (
          <div className={styles.section}>
            <Alert tone="success">
              {t('census.done', {
                added: stage.result.added,
                updated: stage.result.updated,
                unchanged: stage.result.unchanged,
                skipped: stage.result.skipped,
              })}
            </Alert>
            <div className={styles.actions}>
              {/* What comes next: invite the employees just brought in (ADR 0021). */}
              <Link
                className={buttonClass('primary')}
                to={to(isRep ? `/enrollment-board?group=${stage.groupId}` : '/enrollment-board')}
              >
                {t('census.toBoard')}
              </Link>
              <Button variant="secondary" onClick={() => setStage({ kind: 'upload' })}>
                {t('census.another')}
              </Button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
