import type { StaffOverviewQuery } from '@bs/contract';
import { Alert, Button, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { DeadlineCard } from './deadline-card';
import { InProgressCard } from './in-progress-card';
import { ParticipationCard } from './participation-card';
import { QuotesCard } from './quotes-card';
import { useStaffOverview } from './use-staff-overview';
import { WaitingCard } from './waiting-card';
import styles from './staff-overview.module.css';

/**
 * The staff home's overview (issue 32, ADR 0036): participation, the open-enrollment deadline,
 * enrollments in progress, what waits and the staff member's recent quotes, from one call (get-staff-overview). `query` names the
 * administrator's group or the rep's agent (their book).
 */
export function StaffOverview({ query }: { query: StaffOverviewQuery }) {
  const t = useT();
  const overview = useStaffOverview(query);
  const groupId = query.group_id ?? null;
  if (overview.isPending)
    return (
      <div className={styles.grid} role="status" aria-busy="true" aria-label={t('overview.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="9rem" />
        ))}
      </div>
    );
  if (overview.isError)
    return (
      <Alert tone="error">
        {t('overview.error')}{' '}
        <Button variant="secondary" onClick={() => void overview.refetch()}>
          {t('overview.retry')}
        </Button>
      </Alert>
    );
  const o = overview.data;
  const book = o.scope === 'book';
  return (
    <div className={styles.grid}>
      <ParticipationCard p={o.participation} book={book} />
      <DeadlineCard windows={o.windows} groupId={groupId} />
      <InProgressCard inProgress={o.in_progress} book={book} groupId={groupId} />
      <WaitingCard lifeEvents={o.life_events_pending} eoi={o.eoi_pending} groupId={groupId} />
      <QuotesCard quotes={o.recent_quotes} />
    </div>
  );
}
