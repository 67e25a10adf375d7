import type { GroupEnrollmentWindow } from '@bs/contract';
import { formatLongDate } from '@bs/i18n';
import { useT } from '../after-landing/i18n/messages';
import styles from './group-pay.module.css';

/** "2026-12-08" as a local calendar day (no time zone moves it). */
const dayOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/**
 * The group's open enrollment in its store (issue 29, ADR 0034): days left while open; once
 * closed, the way in that remains (a life event, or the administrator). It only informs: starting
 * an enrollment is not refused here.
 */
export function EnrollmentWindowNote({ window: w }: { window: GroupEnrollmentWindow }) {
  const t = useT();
  if (w.state === 'open')
    return (
      <p className={styles.window} data-testid="enrollment-window">
        <strong>
          {w.days_left === 0
            ? t('enrollmentWindow.endsToday')
            : t('enrollmentWindow.endsIn', { count: w.days_left ?? 0 })}
        </strong>
        {t('enrollmentWindow.lastDay', { date: formatLongDate(dayOf(w.closes_on)) })}
      </p>
    );
  if (w.state === 'upcoming')
    return (
      <p className={styles.window} data-testid="enrollment-window">
        <strong>{t('enrollmentWindow.opensOn', { date: formatLongDate(dayOf(w.opens_on)) })}</strong>
      </p>
    );
  return (
    <p className={`${styles.window} ${styles.closed}`} data-testid="enrollment-window">
      <strong>{t('enrollmentWindow.closed')}</strong>
      {t(w.can_report_event ? 'enrollmentWindow.reportEvent' : 'enrollmentWindow.contactAdmin')}
    </p>
  );
}
