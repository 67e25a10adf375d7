import { Link } from 'react-router';
import { Card, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { settingsLink } from './overview-links';
import styles from './staff-overview.module.css';

/**
 * What waits for a decision: life events (decided in the group's settings) and, for whom may
 * see them, EOI cases (the carrier's decision, recorded on the pending-cases screen).
 */
export function WaitingCard({
  lifeEvents,
  eoi,
  groupId,
}: {
  lifeEvents: number;
  eoi: number | null;
  groupId: number | null;
}) {
  const t = useT();
  const to = useStorePath();
  const nothing = lifeEvents === 0 && !eoi;
  return (
    <Card as="section" className={styles.card} aria-labelledby="overview-waiting">
      <h2 id="overview-waiting" className={styles.h2}>
        {t('overview.waiting')}
      </h2>
      {nothing ? (
        <p className={styles.muted}>{t('overview.nothingWaiting')}</p>
      ) : (
        <ul className={styles.list}>
          {lifeEvents > 0 && (
            <li>
              <Link to={to(settingsLink(groupId, 'life-events'))}>
                {t('overview.lifeEvents', { count: lifeEvents })}
              </Link>
            </li>
          )}
          {!!eoi && (
            <li>
              <Link to={to('/eoi-cases')}>{t('overview.eoi', { count: eoi })}</Link>
            </li>
          )}
        </ul>
      )}
    </Card>
  );
}
