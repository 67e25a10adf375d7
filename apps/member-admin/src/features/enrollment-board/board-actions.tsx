import { useState, type ReactNode } from 'react';
import type { BoardRow, CensusStatus, EnrollmentBoard } from '@bs/contract';
import { apiCall, isFieldError } from '@bs/api-client';
import { Alert, Button } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { ConfirmSend, type Send } from './confirm-send';
import { canInvite, canRemind } from './row-actions';
import { SelectionBar } from './selection-bar';
import { saveExport } from './download-export';
import { useSendInvitations } from './use-enrollment-board';
import styles from './enrollment-board.module.css';

export interface BoardActionsProps {
  groupId: number;
  search: string;
  status?: CensusStatus;
  reach: EnrollmentBoard['reach'];
  /** The chosen employees (kept across pages), with their rows as last seen. */
  selected: ReadonlyMap<number, BoardRow>;
  onClear: () => void;
  onSent: () => void;
  /** The list the chosen people are ticked in: the selection bar sticks within it. */
  children: ReactNode;
}

/**
 * Invite everyone not yet invited, remind everyone waiting, export; and, for the chosen people,
 * a bar that stays at the foot of the screen (a phone's long list never hides it). Every send is
 * confirmed with the number of mails it makes; Remind is offered only to people invited who have
 * not finished. The outcome is announced in a live region; a refusal shows the server's words.
 */
export function BoardActions({
  groupId,
  search,
  status,
  reach,
  selected,
  onClear,
  onSent,
  children,
}: BoardActionsProps) {
  const t = useT();
  const send = useSendInvitations();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [asking, setAsking] = useState<Send | null>(null);
  const rows = [...selected.values()];
  const invitable = rows.filter(canInvite).map((r) => r.census_id);
  const remindable = rows.filter(canRemind).map((r) => r.census_id);

  const run = async (s: Send) => {
    setMessage(null);
    try {
      const r = await send.mutateAsync({ group_id: groupId, mode: s.mode, census_ids: s.ids });
      setMessage({
        tone: 'success',
        text: `${t(s.mode === 'invite' ? 'board.invitedCount' : 'board.remindedCount', { count: r.sent })}${
          r.skipped ? ` ${t('board.skippedCount', { count: r.skipped })}` : ''
        }`,
      });
      setAsking(null);
      onSent();
    } catch (err) {
      setAsking(null);
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
        {reach.invite > 0 && (
          <Button
            onClick={() => setAsking({ mode: 'invite', count: reach.invite })}
            disabled={send.isPending}
          >
            {t('board.inviteAll')}
          </Button>
        )}
        {reach.remind > 0 && (
          <Button
            variant="secondary"
            onClick={() => setAsking({ mode: 'remind', count: reach.remind })}
            disabled={send.isPending}
          >
            {t('board.remindAll')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void download('csv')} disabled={exporting != null}>
          {t('board.exportCsv')}
        </Button>
        <Button variant="secondary" onClick={() => void download('xlsx')} disabled={exporting != null}>
          {t('board.exportXlsx')}
        </Button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {children}
      {selected.size > 0 && (
        <SelectionBar
          count={selected.size}
          invite={invitable.length}
          remind={remindable.length}
          busy={send.isPending}
          onInvite={() => setAsking({ mode: 'invite', count: invitable.length, ids: invitable })}
          onRemind={() => setAsking({ mode: 'remind', count: remindable.length, ids: remindable })}
          onClear={onClear}
        />
      )}
      <ConfirmSend
        send={asking}
        pending={send.isPending}
        onNo={() => setAsking(null)}
        onYes={() => asking && void run(asking)}
      />
    </div>
  );
}
