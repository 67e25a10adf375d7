import type { MemberRow } from '@bs/contract';
import { Link } from 'react-router';
import { Button, StackedTable, buttonClass, useStorePath, type StackedColumn } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { PlanStatusList } from './plan-status-list';
import styles from './current-members.module.css';

export interface MemberTableProps {
  rows: MemberRow[];
  caption: string;
  onEnroll: (member: MemberRow) => void;
  /** Staff report a life event for the member (the enrollment board's panel). */
  onReportEvent: (member: MemberRow) => void;
}

/** The current-members table (spec §2): a table on desktop, labelled cards at phone width. */
export function MemberTable({ rows, caption, onEnroll, onReportEvent }: MemberTableProps) {
  const t = useT();
  const to = useStorePath();
  const columns: StackedColumn<MemberRow>[] = [
    { label: t('members.name'), cell: (m) => m.name },
    { label: t('members.dob'), cell: (m) => m.dob },
    { label: t('members.email'), cell: (m) => m.email, className: styles.email },
    { label: t('members.ssn'), cell: (m) => m.ssn || '—' },
    { label: t('members.plans'), cell: (m) => <PlanStatusList plans={m.plan_info} /> },
    {
      label: t('members.action'),
      cell: (m) => (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            aria-label={t('members.enrollNowFor', { name: m.name })}
            onClick={() => onEnroll(m)}
          >
            {t('members.enrollNow')}
          </Button>
          <Link
            to={to(`/member-history/${m.user_id}`)}
            className={buttonClass('secondary')}
            aria-label={t('members.historyFor', { name: m.name })}
          >
            {t('members.history')}
          </Link>
          <Button
            variant="secondary"
            aria-label={t('members.reportEventFor', { name: m.name })}
            onClick={() => onReportEvent(m)}
          >
            {t('members.reportEvent')}
          </Button>
        </div>
      ),
    },
  ];
  return <StackedTable caption={caption} columns={columns} rows={rows} rowKey={(m) => m.user_id} />;
}
