import { useQuery } from '@tanstack/react-query';
import type { BoardRow, LifeEventReported } from '@bs/contract';
import { callQueryOptions } from '@bs/api-client';
import { Alert, Button, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { ReportLifeEventForm } from '../../shared/life-event/report-life-event-form';
import styles from './enrollment-board.module.css';

export interface ReportEventPanelProps {
  row: BoardRow;
  groupId: number;
  onReported: (r: LifeEventReported, label: string) => void;
  onClose: () => void;
}

/**
 * Staff report a life event on an employee's behalf (issue 29, ADR 0034): the employee phoned or
 * brought the certificate. The kinds are the group's, read with the employee's status; the event
 * is recorded as reported by the signed-in administrator or rep, and waits on the group settings
 * page's "Life events to review" like one the employee reported.
 */
export function ReportEventPanel({ row, groupId, onReported, onClose }: ReportEventPanelProps) {
  const t = useT();
  const name = `${row.first_name} ${row.last_name}`;
  const status = useQuery({
    ...callQueryOptions('get-enrollment-status', { query: { census_id: row.census_id, group_id: groupId } }),
    retry: false,
  });
  const kinds = status.data?.event_kinds ?? [];
  return (
    <section className={styles.eventPanel} aria-label={t('lifeEvent.staffTitle', { name })}>
      {status.isPending && <Skeleton height="6rem" />}
      {status.isError && (
        <>
          <Alert tone="error">{t('board.eventKindsError')}</Alert>
          <Button variant="secondary" onClick={onClose}>
            {t('lifeEvent.cancel')}
          </Button>
        </>
      )}
      {status.data && kinds.length === 0 && (
        <>
          <Alert tone="info">{t('board.noEventKinds')}</Alert>
          <Button variant="secondary" onClick={onClose}>
            {t('lifeEvent.cancel')}
          </Button>
        </>
      )}
      {kinds.length > 0 && (
        <ReportLifeEventForm
          who={{ census_id: row.census_id }}
          staffFor={name}
          kinds={kinds}
          onCancel={onClose}
          onReported={onReported}
        />
      )}
    </section>
  );
}
