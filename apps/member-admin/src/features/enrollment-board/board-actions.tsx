import { useState } from 'react';
import type { CensusStatus } from '@bs/contract';
import { apiCall, isFieldError } from '@bs/api-client';
import { Alert, Button } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { saveExport } from './download-export';
import { useSendInvitations } from './use-enrollment-board';
import styles from './enrollment-board.module.css';

export interface BoardActionsProps {
  groupId: number;
  search: string;
  status?: CensusStatus;
  selected: readonly number[];
  onSent: () => void;
}

/**
 * Invite everyone not yet invited or the chosen people, remind, and export. The outcome is
 * announced in a live region; a refusal (the hourly limit) shows the server's words.
 */
export function BoardActions({ groupId, search, status, selected, onSent }: BoardActionsProps) {
  const t = useT();
  const send = useSendInvitations();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const chosen = selected.length ? selected : undefined;

  const run = async (mode: 'invite' | 'remind') => {
    setMessage(null);
    try {
      const r = await send.mutateAsync({
        group_id: groupId,
        mode,
        census_ids: chosen ? [...chosen] : undefined,
      });
      setMessage({
        tone: 'success',
        text: `${t(mode === 'invite' ? 'board.invitedCount' : 'board.remindedCount', { count: r.sent })}${
          r.skipped ? ` ${t('board.skippedCount', { count: r.skipped })}` : ''
        }`,
      });
      onSent();
    } catch (err) {
      setMessage({ tone: 'error', text: isFieldError(err) ? err.message : t('board.sendError') });
    }
  };
  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    setMessage(null);
    try {
      saveExport(
        await apiCall('export-enrollment-board', { query: { group_id: groupId, search, status, format } }),
      );
    } catch {
      setMessage({ tone: 'error', text: t('board.exportError') });
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <Button onClick={() => void run('invite')} disabled={send.isPending}>
          {chosen ? t('board.inviteChosen', { count: chosen.length }) : t('board.inviteAll')}
        </Button>
        <Button variant="secondary" onClick={() => void run('remind')} disabled={send.isPending}>
          {chosen ? t('board.remindChosen', { count: chosen.length }) : t('board.remindAll')}
        </Button>
        <Button variant="secondary" onClick={() => void download('csv')} disabled={exporting != null}>
          {t('board.exportCsv')}
        </Button>
        <Button variant="secondary" onClick={() => void download('xlsx')} disabled={exporting != null}>
          {t('board.exportXlsx')}
        </Button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </div>
  );
}
