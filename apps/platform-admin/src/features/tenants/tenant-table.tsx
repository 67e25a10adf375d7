import { Link } from 'react-router';
import type { TenantRow } from '@bs/contract';
import { useLanguage } from '@bs/i18n';
import { StackedTable, useStorePath, type StackedColumn } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { formatWhen } from '../../shared/format-when';
import { StatusConfirm } from '../../shared/tenant-status/status-confirm';
import styles from './tenants.module.css';

export interface TenantTableProps {
  rows: TenantRow[];
  caption: string;
  onStatusChanged: (message: string) => void;
}

/** The tenants table: a table on desktop, labelled cards at phone width. */
export function TenantTable({ rows, caption, onStatusChanged }: TenantTableProps) {
  const t = useT();
  const [language] = useLanguage();
  const to = useStorePath();
  const columns: StackedColumn<TenantRow>[] = [
    {
      label: t('list.name'),
      cell: (r) => <Link to={to(`/admin/tenants/${r.slug}`)}>{r.name}</Link>,
      className: styles.nameCell,
    },
    { label: t('list.slug'), cell: (r) => <code>{r.slug}</code> },
    { label: t('list.kind'), cell: (r) => t(`kind.${r.kind}`) },
    {
      label: t('list.bound'),
      cell: (r) =>
        r.kind === 'group'
          ? t('list.boundGroup', { name: r.group_name, id: r.group_id })
          : t('list.boundAgent', { name: r.agent_name, id: r.agent_id }),
    },
    {
      label: t('list.status'),
      cell: (r) => (
        <span className={r.status === 'active' ? styles.active : styles.disabled}>
          {t(`statusName.${r.status}`)}
        </span>
      ),
    },
    {
      label: t('list.changed'),
      // One element: at phone width the cell is a label/value grid, where a second child
      // (the " · e-mail" part) wrapped under the label and its separator led the line.
      cell: (r) => (
        <span>
          {formatWhen(r.updated_at, language)}
          {r.updated_by && <span className={styles.muted}> · {r.updated_by.email}</span>}
        </span>
      ),
    },
    {
      label: t('list.action'),
      cell: (r) =>
        r.scope === 'all' && (
          <StatusConfirm slug={r.slug} name={r.name} status={r.status} onDone={onStatusChanged} />
        ),
      className: styles.action,
    },
  ];
  return <StackedTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.slug} />;
}
