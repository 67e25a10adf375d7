import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { ComparedPlan } from '@bs/contract';
import { formatMoney, useLanguage } from '@bs/i18n';
import { tierOptionLabel } from '@bs/ui';
import { useT } from '../../shared/compare-tray/i18n/messages';
import styles from './compare-table.module.css';

// Only the parts a bar chart needs, so the lazy chunk carries no more of Chart.js than that.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const TIERS = ['IO', 'IS', 'IC', 'IF'] as const;
// Four hues apart in lightness and hue, each at least 3:1 against white (WCAG 1.4.11).
const COLOURS = ['#1f5fa8', '#b45309', '#15803d', '#7e22ce'];

/**
 * A bar chart of the lowest monthly price per tier of each compared plan (Chart.js, in this lazy
 * chunk only: the compare screen is the only page that loads it). The canvas is an image with a
 * short name; the table above is its text alternative.
 */
export default function PriceChart({ plans }: { plans: readonly ComparedPlan[] }) {
  const tc = useT();
  const [language] = useLanguage();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        // Read in the effect: it runs again when the language changes.
        labels: TIERS.map((code) => tierOptionLabel(code)),
        datasets: plans.map((p, i) => ({
          label: p.plan_name,
          backgroundColor: COLOURS[i % COLOURS.length],
          data: TIERS.map((code) => {
            const price = p.tiers.find((x) => x.tier === code);
            return price?.fee_type === 'monthly' && price.from_price !== undefined ? price.from_price : null;
          }),
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: language === 'es' ? 'es-US' : 'en-US',
        scales: { y: { beginAtZero: true, ticks: { callback: (v) => formatMoney(Number(v)) } } },
        plugins: {
          tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${formatMoney(Number(c.parsed.y))}` } },
        },
      },
    });
    return () => chart.destroy();
  }, [plans, language]);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{tc('compare.chartTitle')}</figcaption>
      <div className={styles.chartBox}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${tc('compare.chartTitle')}. ${tc('compare.chartNote')}`}
        />
      </div>
      <p className={styles.chartNote}>{tc('compare.chartNote')}</p>
    </figure>
  );
}
