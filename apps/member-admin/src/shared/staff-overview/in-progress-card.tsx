import { Link } from 'react-router';
import type { StaffOverview } from '@bs/contract';
import { Card, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { boardLink } from './overview-links';
import styles from './staff-overview.module.css';

/** Enrollments in progress: how many, and the latest few, each opening the board at that person. */
export function InProgressCard({
  inProgress,
  book,
  groupId,
}: {
  inProgress: StaffOverview['in_progress'];
  book: boolean;
  groupId: number | null;
}) {
  const t = useT();
  const to = useStorePath();
  return (
    <Card as="section" className={styles.card} aria-labelledby="overview-in-progress">
      <h2 id="overview-in-progress" className={styles.h2}>
        {t('overview.inProgress')}
      </h2>
      {inProgress.count === 0 ? (
        <p className={styles.muted}>{t('overview.noneInProgress')}</p>
      ) : (
        <>
          <p className={styles.figure}>
            <strong>{t('overview.inProgressCount', { count: inProgress.count })}</strong>
          </p>
          <ul className={styles.list}>
            {inProgress.first.map((r) => {
              const name = `${r.first_name} ${r.last_name}`;
              return (
                <li key={r.census_id}>
                  <Link to={to(boardLink(r.group_id, 'in_progress', name))}>{name}</Link>
                  {book && <span className={styles.muted}> · {r.group_name}</span>}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {groupId != null && (
        <Link to={to(boardLink(groupId, inProgress.count ? 'in_progress' : undefined))}>
          {t('overview.boardLink')}
        </Link>
      )}
    </Card>
  );
}
