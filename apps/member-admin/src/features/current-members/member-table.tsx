import type { MemberRow } from '@bs/contract';
import { Button } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { PlanStatusList } from './plan-status-list';
import styles from './current-members.module.css';

export interface MemberTableProps {
  rows: MemberRow[];
  caption: string;
  onEnroll: (member: MemberRow) => void;
}

/**
 * The current-members table (spec §2). A real table for screen readers; at phone width each row
 * stacks into a card whose cells carry their column name (data-label), so nothing scrolls sideways.
 */
export function MemberTable({ rows, caption, onEnroll }: MemberTableProps) {
  const t = useT();
  const cols = {
    name: t('members.name'),
    dob: t('members.dob'),
    email: t('members.email'),
    ssn: t('members.ssn'),
    plans: t('members.plans'),
    action: t('members.action'),
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
        {rows.map((m) => (
          <tr key={m.user_id}>
            <th scope="row" data-label={cols.name} className={styles.nameCell}>
              {m.name}
            </th>
            <td data-label={cols.dob}>{m.dob}</td>
            <td data-label={cols.email} className={styles.email}>
              {m.email}
            </td>
            <td data-label={cols.ssn}>{m.ssn || '—'}</td>
            <td data-label={cols.plans}>
              <PlanStatusList plans={m.plan_info} />
            </td>
            <td data-label={cols.action}>
              <Button
                variant="secondary"
                aria-label={t('members.enrollNowFor', { name: m.name })}
                onClick={() => onEnroll(m)}
              >
                {t('members.enrollNow')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
