import { useState } from 'react';
import { decideLifeEventBody } from '@bs/contract';
import { Alert, Button } from '@bs/ui';
import { applyServerErrors, FormTextAreaField, useSchemaForm, useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useDecideLifeEvent } from './use-group-settings';
import styles from './group-settings.module.css';

type Values = { event_id: number; decision: 'approved' | 'denied' | ''; reason: string };

export interface DecideEventFormProps {
  groupId: number;
  eventId: number;
  /** The employee's name, so each button says whose event it decides. */
  who: string;
}

/** Approve or deny one life event with the reason the employee is e-mailed (decided once). */
export function DecideEventForm({ groupId, eventId, who }: DecideEventFormProps) {
  const t = useT();
  const decide = useDecideLifeEvent(groupId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<Values>({
    schema: decideLifeEventBody,
    defaultValues: { event_id: eventId, decision: '', reason: '' },
    translate: translateSchemaMessage,
  });
  const submit = useSingleFlight(async (v: Values) => {
    setFormError(null);
    try {
      await decide.mutateAsync({
        event_id: eventId,
        decision: v.decision as 'approved' | 'denied',
        reason: v.reason,
      });
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  const decideAs = (decision: 'approved' | 'denied') => {
    form.setValue('decision', decision);
    void form.handleSubmit(submit.run)();
  };
  return (
    <form noValidate className={styles.form} onSubmit={(e) => e.preventDefault()}>
      <FormTextAreaField
        control={form.control}
        name="reason"
        label={t('settings.decisionReason')}
        hint={t('settings.decisionHint')}
        maxLength={500}
        rows={2}
        required
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.actions}>
        <Button
          type="button"
          loading={submit.busy}
          onClick={() => decideAs('approved')}
          aria-label={t('settings.approveFor', { name: who })}
        >
          {t('settings.approve')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={submit.busy}
          onClick={() => decideAs('denied')}
          aria-label={t('settings.denyFor', { name: who })}
        >
          {t('settings.deny')}
        </Button>
      </div>
    </form>
  );
}
