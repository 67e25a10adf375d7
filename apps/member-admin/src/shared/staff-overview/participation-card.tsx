import { Link } from 'react-router';
import type { OverviewParticipation } from '@bs/contract';
import { Card, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './staff-overview.module.css';

const PARTS = ['enrolled', 'waived', 'in_progress', 'invited', 'not_started'] as const;

/**
 * Participation of the eligible census: a share (enrolled or waived out of eligible) and one bar
 * split by where everyone is; the list beside it says the same in words (the bar is decoration).
 */
export function ParticipationCard({ p, book }: { p: OverviewParticipation; book: boolean }) {
  const t = useT();
  const to = useStorePath();
  const decided = p.enrolled + p.waived;
  const share = p.eligible ? Math.round((decided / p.eligible) * 100) : 0;
  return (
    <Card as="section" className={styles.card} aria-labelledby="overview-participation">
      <h2 id="overview-participation" className={styles.h2}>
        {t('overview.participation')}
      </h2>
      {p.eligible === 0 ? (
        <>
          <p className={styles.muted}>{t(book ? 'overview.noCensusBook' : 'overview.noCensus')}</p>
          <Link to={to('/census')}>{t('overview.uploadCensus')}</Link>
        </>
      ) : (
        <>
          <p className={styles.figure}>
            <strong>{t('overview.share', { share })}</strong>
          </p>
          <p className={styles.muted}>{t('overview.decided', { decided, count: p.eligible })}</p>
          <div className={styles.bar} aria-hidden="true">
            {PARTS.map((k) =>
              p[k] ? <span key={k} className={styles[k]} style={{ flexGrow: p[k] }} /> : null,
            )}
          </div>
          <ul className={styles.legend}>
            {PARTS.map((k) => (
              <li key={k}>
                <span className={`${styles.dot} ${styles[k]}`} aria-hidden="true" />
                {t(`overview.part.${k}`)} <strong>{p[k]}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
