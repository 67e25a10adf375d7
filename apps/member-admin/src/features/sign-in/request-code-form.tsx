import { useState } from 'react';
import { emailBody, type EmailBody } from '@bs/contract';
import { Alert, Button } from '@bs/ui';
import { applyServerErrors, FormTextField, useSchemaForm, useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import styles from './sign-in.module.css';
import { translateSchemaMessage } from '../../i18n/schema-messages';

export interface RequestCodeFormProps {
  id: string;
  submitLabel: string;
  /** Sends the code; resolves with the server's (always the same) answer. */
  send: (email: string) => Promise<{ message: string }>;
  onSent: (email: string, message: string) => void;
}

/** The e-mail step of "forgot password" and of the member's sign-in by link: one field, one button. */
export function RequestCodeForm({ id, submitLabel, send, onSent }: RequestCodeFormProps) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<EmailBody>({
    schema: emailBody,
    defaultValues: { email: '' },
    translate: translateSchemaMessage,
  });
  const submit = useSingleFlight(async ({ email }: EmailBody) => {
    setFormError(null);
    try {
      const { message } = await send(email.trim());
      onSent(email.trim(), message);
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form id={id} className={styles.form} noValidate onSubmit={form.handleSubmit(submit.run)}>
      <FormTextField
        control={form.control}
        name="email"
        label={t('signIn.email')}
        type="email"
        autoComplete="email"
        required
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" block loading={submit.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
