import type { GroupCalendar } from '@bs/contract';
import { formatLongDate } from '@bs/i18n';
import { Alert, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { PlanYearForm } from './plan-year-form';
import { ExtendForm } from './extend-form';
import { useGroupCalendar } from './use-group-settings';
import styles from './group-settings.module.css';

/** "Open enrollment ends in N days" / "Enrollment is closed": the window that concerns today. */
function windowStatus(cal: GroupCalendar, t: ReturnType<typeof useT>): string {
  const w = cal.open_enrollment;
  if (!w) return t('settings.noPlanYear');
  if (w.state === 'upcoming') return t('settings.opensOn', { date: formatLongDate(w.opens_on) });
  if (w.state === 'closed') return t('settings.closed');
  return w.days_left === 0 ? t('settings.endsToday') : t('settings.endsIn', { count: w.days_left ?? 0 });
}

/** An extension ends at most 90 days after the window closes (ADR 0034): past that, nothing to extend. */
function extendable(closesOn: string, today: string): boolean {
  const last = new Date(`${closesOn}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + 90);
  return today < last.toISOString().slice(0, 10);
}

/** Plan year and open enrollment, and its extensions (issue 29, ADR 0034). */
export function CalendarSection({ groupId }: { groupId: number }) {
  const t = useT();
  const cal = useGroupCalendar(groupId);
  const data = cal.data;
  const w = data?.open_enrollment ?? null;
  const year = data && w ? (data.plan_years.find((y) => y.plan_year_id === w.plan_year_id) ?? null) : null;
  return (
    <section
      id="calendar"
      aria-labelledby="calendar-title"
      className={styles.section}
      aria-busy={cal.isLoading || undefined}
    >
      <h2 id="calendar-title" className={styles.h2}>
        {t('settings.calendarTitle')}
      </h2>
      {cal.isError ? (
        <Alert tone="error">{t('settings.loadError')}</Alert>
      ) : !data ? (
        <Skeleton height="10rem" />
      ) : (
        <>
          <p className={styles.status} role="status">
            {windowStatus(data, t)}
          </p>
          {w && (
            <p className={styles.muted}>
              {t('settings.windowDates', {
                opens: formatLongDate(w.opens_on),
                closes: formatLongDate(w.closes_on),
              })}
              {w.extended && ` ${t('settings.extendedNote')}`}
            </p>
          )}
          <PlanYearForm key={year?.plan_year_id ?? 'new'} groupId={groupId} year={year} />
          {year && w && extendable(w.closes_on, data.today) ? (
            <ExtendForm groupId={groupId} planYearId={year.plan_year_id} closesOn={w.closes_on} />
          ) : (
            year && <p className={styles.muted}>{t('settings.tooLateToExtend')}</p>
          )}
          {data.extensions.length > 0 && (
            <>
              <h3 className={styles.h3}>{t('settings.extensionsTitle')}</h3>
              <ul className={styles.list}>
                {[...data.extensions].reverse().map((x) => (
                  <li key={x.extension_id} className={styles.item}>
                    <span className={styles.itemText}>
                      <strong>
                        {x.census_id == null
                          ? t('settings.extensionGroup', { date: formatLongDate(x.closes_on) })
                          : t('settings.extensionOne', {
                              date: formatLongDate(x.closes_on),
                              id: x.census_id,
                            })}
                      </strong>
                      <span className={styles.muted}>{x.reason}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
