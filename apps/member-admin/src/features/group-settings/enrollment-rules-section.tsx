import { Alert, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { EventKindsForm } from './event-kinds-form';
import { useGroupCalendar } from './use-group-settings';
import { WaitingPeriodForm } from './waiting-period-form';
import styles from './group-settings.module.css';

/** "New hires and life events": the waiting-period rule and the kinds of events offered (issue 29, ADR 0034). */
export function EnrollmentRulesSection({ groupId }: { groupId: number }) {
  const t = useT();
  const cal = useGroupCalendar(groupId);
  const data = cal.data;
  return (
    <section
      id="enrollment-rules"
      aria-labelledby="rules-title"
      className={styles.section}
      aria-busy={cal.isLoading || undefined}
    >
      <h2 id="rules-title" className={styles.h2}>
        {t('settings.rulesSectionTitle')}
      </h2>
      {cal.isError ? (
        <Alert tone="error">{t('settings.loadError')}</Alert>
      ) : !data ? (
        <Skeleton height="10rem" />
      ) : (
        <>
          {/* Not keyed by the data: a save reads the calendar again, and the form (with its
              "saved" line) stays as the person left it, which is what was saved. */}
          <WaitingPeriodForm groupId={groupId} current={data.waiting_period} />
          <EventKindsForm groupId={groupId} kinds={data.life_event_kinds} />
        </>
      )}
    </section>
  );
}
