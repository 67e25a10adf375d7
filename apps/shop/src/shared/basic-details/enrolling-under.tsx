import { useQuery } from '@tanstack/react-query';
import { useSession } from '@bs/session';
import { memberInfoQueryOptions } from '../../api/listing-queries';
import { useT } from '../after-landing/i18n/messages';
import { EnrollmentWindowNote } from '../group-pay/enrollment-window-note';
import styles from './search-summary.module.css';

/**
 * The group being enrolled under (name and code) and, for an existing member, the member's name;
 * in a group's store, where its open enrollment stands.
 */
export function EnrollingUnder() {
  const t = useT();
  const enrollmentId = useSession((s) => s.enrollmentId);
  const groupId = useSession((s) => s.group_id);
  const info = useQuery({
    ...memberInfoQueryOptions(enrollmentId, groupId),
    enabled: !!enrollmentId || groupId != null,
  });
  const data = info.data;
  // While it loads, an invisible line of the same height holds its place: the group arriving
  // must not push the page down (layout shift on the plans and plan detail pages).
  if (!data)
    return info.isLoading ? (
      <dl className={`${styles.under} ${styles.reserved}`} aria-hidden="true">
        <div className={styles.fact}>
          <dt>{t('enrollingUnder.group')}</dt>
          <dd>{t('enrollingUnder.group')}</dd>
        </div>
      </dl>
    ) : null;
  const user = data.enrollment_type === 'existing-user' ? data.result.user_info : null;
  const window = data.result.group_info.enrollment_window;
  return (
    <>
      <dl className={styles.under} aria-label={t('enrollingUnder.label')}>
        <div className={styles.fact}>
          <dt>{t('enrollingUnder.group')}</dt>
          <dd>
            {data.result.group_info.name} ({data.result.group_info.code})
          </dd>
        </div>
        {user && (
          <div className={styles.fact}>
            <dt>{t('enrollingUnder.member')}</dt>
            <dd>
              {user.first_name} {user.last_name}
            </dd>
          </div>
        )}
      </dl>
      {window && <EnrollmentWindowNote window={window} />}
    </>
  );
}
