import { lazy, Suspense } from 'react';
import { CENSUS_STATUSES, type EnrollmentBoard } from '@bs/contract';
import { Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { useStatusLabel } from './status-labels';
import styles from './enrollment-board.module.css';

const ParticipationChart = lazy(() => import('./participation-chart'));

/** Participation as a percentage with no decimals; 0 eligible reads 0 %. */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** Counts per status and participation: the numbers as a table, the same as bars beside it. */
export function BoardSummary({ board }: { board: EnrollmentBoard }) {
  const t = useT();
  const label = useStatusLabel();
  const { enrolled, waived, eligible } = board.participation;
  return (
    <section aria-labelledby="board-summary" className={styles.summary}>
      <h2 id="board-summary" className={styles.sectionTitle}>
        {t('board.summaryTitle')}
      </h2>
      <p className={styles.participation}>
        {t('board.participation', {
          percent: percent(enrolled + waived, eligible),
          done: enrolled + waived,
          eligible,
        })}
      </p>
      <div className={styles.summaryGrid}>
        <table className={styles.counts}>
          <caption>{t('board.countsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('board.statusColumn')}</th>
              <th scope="col">{t('board.employees')}</th>
            </tr>
          </thead>
          <tbody>
            {CENSUS_STATUSES.map((s) => (
              <tr key={s}>
                <th scope="row">{label(s)}</th>
                <td>{board.counts[s]}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('board.eligible')}</th>
              <td>{eligible}</td>
            </tr>
          </tbody>
        </table>
        <figure className={styles.chart}>
          <figcaption className={styles.chartTitle}>{t('board.chartTitle')}</figcaption>
          <Suspense fallback={<Skeleton height="12rem" />}>
            <ParticipationChart counts={board.counts} />
          </Suspense>
        </figure>
      </div>
    </section>
  );
}
