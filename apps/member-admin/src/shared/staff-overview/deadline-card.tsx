import { Link } from 'react-router';
import type { OverviewWindow } from '@bs/contract';
import { formatLongDate } from '@bs/i18n';
import { Card, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { settingsLink } from './overview-links';
import styles from './staff-overview.module.css';

/** "Open enrollment ends in N days" / opens on / closed on, in the reader's language. */
function useWindowText() {
  const t = useT();
  return (w: OverviewWindow) =>
    w.state === 'open'
      ? w.days_left === 0
        ? t('overview.endsToday')
        : t('overview.endsIn', { count: w.days_left ?? 0 })
      : w.state === 'upcoming'
        ? t('overview.opensOn', { date: formatLongDate(w.opens_on) })
        : t('overview.closedOn', { date: formatLongDate(w.closes_on) });
}

/** The open-enrollment deadline: the group's window, or each group's of the book (nearest end first). */
export function DeadlineCard({ windows, groupId }: { windows: OverviewWindow[]; groupId: number | null }) {
  const t = useT();
  const to = useStorePath();
  const text = useWindowText();
  const [only] = windows;
  return (
    <Card as="section" className={styles.card} aria-labelledby="overview-deadline">
      <h2 id="overview-deadline" className={styles.h2}>
        {t('overview.deadline')}
      </h2>
      {!only ? (
        <p className={styles.muted}>{t('overview.noWindow')}</p>
      ) : groupId != null ? (
        <>
          <p className={only.state === 'open' ? styles.figure : undefined}>
            <strong>{text(only)}</strong>
          </p>
          {only.state === 'open' && (
            <p className={styles.muted}>{t('overview.closesOn', { date: formatLongDate(only.closes_on) })}</p>
          )}
        </>
      ) : (
        <ul className={styles.list}>
          {windows.map((w) => (
            <li key={w.group_id}>
              <Link to={to(settingsLink(w.group_id, 'calendar'))}>{w.group_name}</Link>
              <span className={w.state === 'open' ? undefined : styles.muted}> {text(w)}</span>
            </li>
          ))}
        </ul>
      )}
      {groupId != null && (
        <Link to={to(settingsLink(groupId, 'calendar'))}>{t('overview.calendarLink')}</Link>
      )}
    </Card>
  );
}
