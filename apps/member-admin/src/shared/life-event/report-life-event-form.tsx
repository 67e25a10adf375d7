import { useState } from 'react';
import { reportLifeEventBody, type EnrollmentStatus, type LifeEventReported } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, FormActions } from '@bs/ui';
import {
  applyServerErrors,
  FormSelectField,
  FormTextField,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { dayOf, plusDays } from './calendar-day';
import styles from './life-event-form.module.css';

type EventKind = NonNullable<EnrollmentStatus['event_kinds']>[number];
type ReportValues = { kind: string; event_date: string };
/** An employee staff act for: a census row (the enrollment board) or a member of a group (current members). */
export type StaffWho = { census_id: number } | { member_user_id: number };

export interface ReportLifeEventFormProps {
  /** Whose event: the invitation holder's own (`token`), or an employee of the census, by staff. */
  who: { token: string } | StaffWho;
  /** Staff reporting for an employee: their name, for the title and the intro meant for staff. */
  staffFor?: string;
  kinds: readonly EventKind[];
  onReported: (r: LifeEventReported, label: string) => void;
  onCancel: () => void;
}

/**
 * "Report a life event" (issue 29): a kind the group offers and the event's date; once both are
 * chosen, the last day to report it and whether it needs a document. The contract's schema checks
 * the fields here; the server's refusals (a kind no longer offered, a date outside the window, an
 * event already reported) land beside the same fields.
 */
export function ReportLifeEventForm({
  who,
  staffFor,
  kinds,
  onReported,
  onCancel,
}: ReportLifeEventFormProps) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<ReportValues>({
    schema: reportLifeEventBody,
    defaultValues: { kind: '', event_date: '' },
    translate: translateSchemaMessage,
  });
  const [kind, eventDate] = useWatch({ control: form.control, name: ['kind', 'event_date'] });
  const chosen = kinds.find((k) => k.kind === kind);
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(eventDate ?? '');
  const submit = useSingleFlight(async (v: ReportValues) => {
    setFormError(null);
    try {
      const r = await apiCall('report-life-event', {
        body: { ...who, kind: v.kind, event_date: v.event_date },
      });
      onReported(r, chosen?.label ?? v.kind);
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="life-event-title"
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h2 id="life-event-title" className={styles.formTitle}>
        {staffFor ? t('lifeEvent.staffTitle', { name: staffFor }) : t('lifeEvent.title')}
      </h2>
      <p className={styles.hint}>{staffFor ? t('lifeEvent.staffIntro') : t('lifeEvent.intro')}</p>
      <FormSelectField
        control={form.control}
        name="kind"
        label={t('lifeEvent.kind')}
        placeholder={t('lifeEvent.chooseKind')}
        options={kinds.map((k) => ({ value: k.kind, label: k.label }))}
        required
      />
      <FormTextField
        control={form.control}
        name="event_date"
        type="date"
        label={t('lifeEvent.eventDate')}
        required
      />
      {chosen && dated && (
        <p className={styles.status} data-testid="life-event-deadline" aria-live="polite">
          <strong className={styles.statusTitle}>
            {t('lifeEvent.deadline', { date: dayOf(plusDays(eventDate, chosen.days_after)) })}
          </strong>
          {chosen.documents === 'required' && t('lifeEvent.needsDocument')}
          {chosen.documents === 'optional' && t('lifeEvent.mayAddDocument')}
        </p>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormActions
        onBack={onCancel}
        saving={submit.busy}
        backLabel={t('lifeEvent.cancel')}
        submitLabel={t('lifeEvent.submit')}
      />
    </form>
  );
}
