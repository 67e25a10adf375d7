import type { MemberRow } from '@bs/contract';
import { useT } from '../../i18n/messages';
import styles from './current-members.module.css';
import { visuallyHidden } from '@bs/ui';

/**
 * A member's plans (spec §2): ACTIVE shows normally, any other status in red. The status is also
 * written out and marked "not active" for screen readers, so it never rests on colour alone.
 * Known statuses are translated; an unknown one is shown as the server wrote it.
 */
export function PlanStatusList({ plans }: { plans: MemberRow['plan_info'] }) {
  const t = useT();
  if (!plans.length) return <span className={styles.muted}>{t('members.noPlans')}</span>;
  return (
    <ul className={styles.plans}>
      {plans.map((p) => {
        const active = p.plan_status === 'ACTIVE';
        return (
          <li key={p.plan_name} className={active ? undefined : styles.inactive}>
            {p.plan_name}{' '}
            <span className={styles.status}>
              ({t(`planStatus.${p.plan_status}`, { defaultValue: p.plan_status })})
            </span>
            {!active && <span className={visuallyHidden}>, {t('members.notActive')}</span>}
          </li>
        );
      })}
    </ul>
  );
}
