import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall, callQueryOptions } from '@bs/api-client';
import type { EdiFile } from '@bs/contract';
import { useSession } from '@bs/session';
import {
  Alert,
  Button,
  EmptyState,
  PageTitle,
  SelectField,
  Spinner,
  StackedTable,
  StaffPage,
  useDocumentTitle,
} from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './carrier-files.module.css';

const iso = (v: string) => v.slice(0, 16).replace('T', ' ');

/**
 * `/carrier-files`: the 834 files built for the rep's groups (issue 21, ADR 0022), with a one-time
 * download. The server decides who may (the rep serving the group); others see its refusal.
 */
export function CarrierFilesScreen() {
  const t = useT();
  useDocumentTitle(t('carrierFiles.title'));
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const [params, setParams] = useSearchParams();
  const groups = useQuery({
    ...callQueryOptions('get-agent-groups', { query: { agent_id: agentId ?? 0 } }),
    enabled: agentId != null,
  });
  const groupId = Number(params.get('group')) || groups.data?.[0]?.gid || null;
  const files = useQuery({
    ...callQueryOptions('list-group-edi-files', { query: { group_id: groupId ?? 0 } }),
    enabled: groupId != null,
  });
  const download = useMutation({
    mutationFn: (fileId: number) => apiCall('create-edi-download-link', { body: { file_id: fileId } }),
    onSuccess: (link) => {
      window.location.assign(link.url);
      setTimeout(() => void files.refetch(), 1500);
    },
  });
  return (
    <StaffPage className={styles.page}>
      <PageTitle subtitle={t('carrierFiles.lead')}>{t('carrierFiles.title')}</PageTitle>
      {agentId == null ? (
        <Alert tone="error">{t('carrierFiles.repOnly')}</Alert>
      ) : groups.isPending ? (
        <Spinner label={t('carrierFiles.loading')} />
      ) : groups.isError ? (
        <Alert tone="error">{t('carrierFiles.error')}</Alert>
      ) : (
        <>
          <div className={styles.picker}>
            <SelectField
              name="group"
              label={t('carrierFiles.group')}
              value={String(groupId ?? '')}
              onChange={(e) => setParams({ group: e.target.value })}
              options={groups.data.map((g) => ({ value: String(g.gid), label: `${g.gname} (${g.gid})` }))}
            />
          </div>
          {download.isError && <Alert tone="error">{t('carrierFiles.downloadError')}</Alert>}
          {files.isPending ? (
            <Spinner label={t('carrierFiles.loading')} />
          ) : files.isError ? (
            <Alert tone="error">{t('carrierFiles.error')}</Alert>
          ) : files.data.files.length === 0 ? (
            <EmptyState title={t('carrierFiles.empty')} message={t('carrierFiles.emptyHint')} />
          ) : (
            <StackedTable<EdiFile>
              caption={t('carrierFiles.caption')}
              rows={files.data.files}
              rowKey={(f) => f.file_id}
              columns={[
                { label: t('carrierFiles.carrier'), cell: (f) => f.carrier_name },
                { label: t('carrierFiles.built'), cell: (f) => `${iso(f.created_at)} UTC` },
                { label: t('carrierFiles.control'), cell: (f) => String(f.control_number) },
                { label: t('carrierFiles.mode'), cell: (f) => t(`carrierFiles.modes.${f.mode}`) },
                {
                  label: t('carrierFiles.people'),
                  cell: (f) => t('carrierFiles.peopleText', f.counts),
                },
                {
                  label: t('carrierFiles.downloads'),
                  cell: (f) => String(f.downloads.length),
                },
                {
                  label: t('carrierFiles.file'),
                  cell: (f) => (
                    <Button
                      variant="secondary"
                      loading={download.isPending && download.variables === f.file_id}
                      onClick={() => download.mutate(f.file_id)}
                      aria-label={t('carrierFiles.downloadLabel', {
                        carrier: f.carrier_name,
                        control: f.control_number,
                      })}
                    >
                      {t('carrierFiles.download')}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </>
      )}
    </StaffPage>
  );
}
