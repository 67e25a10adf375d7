import type { BoardRow } from '@bs/contract';
import { formatLongDate, formatMoney } from '@bs/i18n';
import { Button, PayNote, StackedTable, type StackedColumn } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { canRevoke } from './row-actions';
import { useStatusLabel } from './status-labels';
import styles from './enrollment-board.module.css';

export interface BoardTableProps {
  rows: BoardRow[];
  caption: string;
  selected: ReadonlySet<number>;
  onToggle: (row: BoardRow, on: boolean) => void;
  /** Revokes the employee's invitation link (offered only for a pending invitation). */
  onRevoke: (row: BoardRow) => void;
  /** Opens "Report a life event" for the employee (staff report on their behalf, ADR 0034). */
  onReportEvent: (row: BoardRow) => void;
}

const when = (iso: string | null) => (iso ? formatLongDate(new Date(iso)) : '—');

/**
 * The census, one employee a row: a table on desktop, labelled cards at phone width. The name is
 * the row's header and the label of its checkbox, so choosing people reads "Ana Rivera, checkbox".
 */
export function BoardTable({ rows, caption, selected, onToggle, onRevoke, onReportEvent }: BoardTableProps) {
  const t = useT();
  const label = useStatusLabel();
  const columns: StackedColumn<BoardRow>[] = [
    {
      label: t('board.name'),
      cell: (r) => (
        <label className={styles.pick}>
          <input
            type="checkbox"
            checked={selected.has(r.census_id)}
            onChange={(e) => onToggle(r, e.target.checked)}
          />
          <span>
            {r.first_name} {r.last_name}
            <span className={styles.sub}>
              {r.employee_id} · {r.email}
            </span>
          </span>
        </label>
      ),
    },
    {
      label: t('board.statusColumn'),
      cell: (r) => (
        <span className={styles.status} data-status={r.status}>
          {label(r.status)}
          {r.status === 'waived' && r.waive_reason && (
            <span className={styles.sub}>{t(`waive.reason.${r.waive_reason}`)}</span>
          )}
          {!r.eligible && <span className={styles.sub}>{t('board.notEligible')}</span>}
        </span>
      ),
    },
    {
      label: t('board.invited'),
      cell: (r) => (
        <>
          {when(r.invited_at)}
          {r.last_reminded_at && (
            <span className={styles.sub}>{t('board.reminded', { date: when(r.last_reminded_at) })}</span>
          )}
          {canRevoke(r) && (
            <Button
              variant="link"
              className={styles.revoke}
              aria-label={t('board.revokeFor', { name: `${r.first_name} ${r.last_name}` })}
              onClick={() => onRevoke(r)}
            >
              {t('board.revoke')}
            </Button>
          )}
        </>
      ),
    },
    {
      label: t('board.plans'),
      cell: (r) =>
        r.plans.length ? (
          // One child: on a phone the cell is a grid of label and value, where siblings would wrap.
          <div>
            <ul className={styles.plans}>
              {r.plans.map((p) => (
                <li key={p.plan_name}>{p.plan_name}</li>
              ))}
            </ul>
            <span className={styles.total}>
              {t('board.monthly', { amount: formatMoney(r.monthly_cents / 100) })}
            </span>
            {/* The same total per paycheck when the group has a pay schedule (ADR 0033). */}
            {r.pay && <PayNote pay={r.pay} stacked />}
          </div>
        ) : (
          '—'
        ),
    },
    { label: t('board.lastActivity'), cell: (r) => when(r.last_activity_at) },
    {
      // A column of its own, so the status cell still reads as the status alone.
      label: t('board.lifeEvent'),
      cell: (r) =>
        r.eligible ? (
          <Button
            variant="link"
            className={styles.revoke}
            aria-label={t('board.reportEventFor', { name: `${r.first_name} ${r.last_name}` })}
            onClick={() => onReportEvent(r)}
          >
            {t('board.reportEvent')}
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  return <StackedTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.census_id} />;
}
