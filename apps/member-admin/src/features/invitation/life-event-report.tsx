import { useState } from 'react';
import type { EnrollmentStatus, LifeEventReported } from '@bs/contract';
import { Button } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { dayOf } from '../../shared/life-event/calendar-day';
import { LifeEventDocument } from '../../shared/life-event/life-event-document';
import { ReportLifeEventForm } from '../../shared/life-event/report-life-event-form';
import styles from './invitation.module.css';

type Kinds = NonNullable<EnrollmentStatus['event_kinds']>;

/**
 * Where enrollment is closed, the way in that remains (issue 29): "Report a life event" opens the
 * form; once reported, the event's document (when its kind asks for one) and the status "Waiting
 * for your administrator's approval".
 */
export function LifeEventReport({ token, kinds }: { token: string; kinds: Kinds }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState<(LifeEventReported & { label: string }) | null>(null);
  const [received, setReceived] = useState<string[]>([]);
  if (reported)
    return (
      <section className={styles.form} aria-labelledby="life-event-done">
        <div className={styles.status} role="status" data-testid="life-event-status">
          <strong id="life-event-done" className={styles.statusTitle}>
            {t('lifeEvent.waiting')}
          </strong>
          {t('lifeEvent.reported', { kind: reported.label, date: dayOf(reported.event_date) })}
          {reported.documents_due_on && received.length === 0 && (
            <> {t('lifeEvent.documentDue', { date: dayOf(reported.documents_due_on) })}</>
          )}
        </div>
        {received.map((name, i) => (
          <p key={`${name}-${i}`} className={styles.hint}>
            {t('lifeEvent.received', { name })}
          </p>
        ))}
        {reported.documents !== 'none' && received.length === 0 && (
          <LifeEventDocument
            who={{ token }}
            eventId={reported.event_id}
            onUploaded={(name) => setReceived((r) => [...r, name])}
          />
        )}
      </section>
    );
  if (!open)
    return (
      <div className={styles.choices}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('lifeEvent.report')}
        </Button>
      </div>
    );
  return (
    <ReportLifeEventForm
      who={{ token }}
      kinds={kinds}
      onCancel={() => setOpen(false)}
      onReported={(r, label) => setReported({ ...r, label })}
    />
  );
}
