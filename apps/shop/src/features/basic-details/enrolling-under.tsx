import { useQuery } from '@tanstack/react-query';
import { useSession } from '@bs/session';
import { memberInfoQueryOptions } from '../../api/listing-queries';
import styles from './search-summary.module.css';

/** The group being enrolled under (name and code) and, for an existing member, the member's name. */
export function EnrollingUnder() {
  const tempId = useSession((s) => s.tempId);
  const groupId = useSession((s) => s.group_id);
  const info = useQuery({ ...memberInfoQueryOptions(tempId, groupId), enabled: !!tempId || groupId != null });
  const data = info.data;
  if (!data) return null;
  const user = data.enrollment_type === 'existing-user' ? data.result.user_info : null;
  return (
    <dl className={styles.under} aria-label="Enrollment">
      <div className={styles.fact}>
        <dt>Group</dt>
        <dd>
          {data.result.group_info.name} ({data.result.group_info.code})
        </dd>
      </div>
      {user && (
        <div className={styles.fact}>
          <dt>Member</dt>
          <dd>
            {user.first_name} {user.last_name}
          </dd>
        </div>
      )}
    </dl>
  );
}
