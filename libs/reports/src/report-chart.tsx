import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { formatMoney, useLanguage } from '@bs/i18n';
import styles from './reports.module.css';

// Only the parts a bar chart needs, so this lazy chunk carries no more of Chart.js than that.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface ReportChartProps {
  labels: readonly string[];
  values: readonly number[];
  /** The values are cents, drawn as dollars. */
  money: boolean;
  /** The canvas's accessible name: the chart is an image; the table beside it is its text. */
  label: string;
}

/**
 * A bar chart of one report (Chart.js, in this lazy chunk only: the reports screens are the only
 * pages of member-admin and platform-admin that load it). It follows its box's width, so it
 * shrinks with a phone screen; the numbers themselves are in the table.
 */
export default function ReportChart({ labels, values, money, label }: ReportChartProps) {
  const [language] = useLanguage();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const locale = language === 'es' ? 'es-US' : 'en-US';
    const show = (v: number) => (money ? formatMoney(v, language) : new Intl.NumberFormat(locale).format(v));
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: [...labels],
        // The brand colour's fallback hue, 3:1 or more against white (WCAG 1.4.11).
        datasets: [
          {
            label,
            data: values.map((v) => (money ? v / 100 : v)),
            backgroundColor: '#1f5fa8',
            maxBarThickness: 72,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale,
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0, callback: (v) => show(Number(v)) } },
          x: { ticks: { autoSkip: true, maxRotation: 45 } },
        },
        plugins: { tooltip: { callbacks: { label: (c) => show(Number(c.parsed.y)) } } },
      },
    });
    return () => chart.destroy();
  }, [labels, values, money, label, language]);
  return (
    <div className={styles.chartBox}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
