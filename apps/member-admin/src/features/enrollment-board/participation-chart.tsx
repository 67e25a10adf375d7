import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { CENSUS_STATUSES, type CensusStatus } from '@bs/contract';
import { useLanguage } from '@bs/i18n';
import { useT } from '../../i18n/messages';
import { useStatusLabel } from './status-labels';
import styles from './enrollment-board.module.css';

// Only what a bar chart needs, so this lazy chunk carries no more of Chart.js than that.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

// One hue per status, each at least 3:1 against white (WCAG 1.4.11).
const COLOURS: Record<CensusStatus, string> = {
  not_invited: '#6b7280',
  invited: '#1f5fa8',
  opened: '#7e22ce',
  in_progress: '#b45309',
  enrolled: '#15803d',
  waived: '#be123c',
};

/**
 * Employees per status as bars (Chart.js, loaded only by the board: this file is its own lazy
 * chunk, as the shop's compare chart is). The canvas is an image with a short name; the counts
 * table beside it is its text alternative.
 */
export default function ParticipationChart({ counts }: { counts: Record<CensusStatus, number> }) {
  const t = useT();
  const label = useStatusLabel();
  const [language] = useLanguage();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: CENSUS_STATUSES.map(label),
        datasets: [
          {
            label: t('board.chartTitle'),
            data: CENSUS_STATUSES.map((s) => counts[s]),
            backgroundColor: CENSUS_STATUSES.map((s) => COLOURS[s]),
          },
        ],
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: language === 'es' ? 'es-US' : 'en-US',
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
    // The labels are read inside: the effect runs again when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [counts, language]);
  return (
    <div className={styles.chartBox}>
      <canvas ref={canvas} role="img" aria-label={`${t('board.chartTitle')}. ${t('board.chartNote')}`} />
    </div>
  );
}
