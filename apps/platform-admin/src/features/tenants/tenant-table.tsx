import { Link } from 'react-router';
import type { TenantRow } from '@bs/contract';
import { useLanguage } from '@bs/i18n';
import { useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { formatWhen } from './format-when';
import { StatusConfirm } from './status-confirm';
import styles from './tenants.module.css';

export interface TenantTableProps {
  rows: TenantRow[];
  caption: string;
  onStatusChanged: (message: string) => void;
}

/**
 * The tenants table. A real table for screen readers; at phone width each row stacks into a card
 * whose cells carry their column name (data-label), so nothing scrolls sideways.
 */
export function TenantTable({ rows, caption, onStatusChanged }: TenantTableProps) {
  const t = useT();
  const [language] = useLanguage();
  const to = useStorePath();
  const cols = {
    name: t('list.name'),
    slug: t('list.slug'),
    kind: t('list.kind'),
    bound: t('list.bound'),
    status: t('list.status'),
    changed: t('list.changed'),
    action: t('list.action'),
  };
  return (
    <table className={styles.table}>
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          {Object.values(cols).map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.slug}>
            <th scope="row" data-label={cols.name} className={styles.nameCell}>
              <Link to={to(`/admin/tenants/${r.slug}`)}>{r.name}</Link>
            </th>
            <td data-label={cols.slug}>
              <code>{r.slug}</code>
            </td>
            <td data-label={cols.kind}>{t(`kind.${r.kind}`)}</td>
            <td data-label={cols.bound}>
              {r.kind === 'group'
                ? t('list.boundGroup', { name: r.group_name, id: r.group_id })
                : t('list.boundAgent', { name: r.agent_name, id: r.agent_id })}
            </td>
            <td data-label={cols.status}>
              <span className={r.status === 'active' ? styles.active : styles.disabled}>
                {t(`statusName.${r.status}`)}
              </span>
            </td>
            <td data-label={cols.changed}>
              {formatWhen(r.updated_at, language)}
              {r.updated_by && <span className={styles.muted}> · {r.updated_by.email}</span>}
            </td>
            <td data-label={cols.action}>
              {r.scope === 'all' && (
                <StatusConfirm slug={r.slug} name={r.name} status={r.status} onDone={onStatusChanged} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
