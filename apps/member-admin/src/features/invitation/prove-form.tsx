import { useState } from 'react';
import {
  proveBirthdateForm,
  proveCodeForm,
  type OpenedInvitation,
  type ProveBirthdateForm,
  type ProveCodeForm,
} from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, Button, FormActions } from '@bs/ui';
import { applyServerErrors, FormDateField, FormTextField, useSchemaForm, useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import styles from './invitation.module.css';

export interface ProveFormProps {
  token: string;
  /** Too many wrong birth dates were typed for this link: only the mailed code is offered. */
  codeOnly: boolean;
  onProved: (result: OpenedInvitation) => void;
}

/** The birth date as the employer's records have it: compared by the server, never shown. */
function BirthdateProof({ token, onProved }: Pick<ProveFormProps, 'token' | 'onProved'>) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<ProveBirthdateForm>({
    schema: proveBirthdateForm,
    defaultValues: { birthdate: '' },
    translate: translateSchemaMessage,
  });
  const submit = useSingleFlight(async (v: ProveBirthdateForm) => {
    setFormError(null);
    try {
      onProved(await apiCall('prove-invitation', { body: { token, birthdate: v.birthdate } }));
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form noValidate className={styles.form} onSubmit={(e) => void form.handleSubmit(submit.run)(e)}>
      <FormDateField control={form.control} name="birthdate" hint={t('prove.birthdateHint')} required />
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormActions saving={submit.busy} submitLabel={t('prove.submit')} />
    </form>
  );
}

/** "E-mail me a code": sent to the address the employer has, then typed here. */
function CodeProof({ token, onProved }: Pick<ProveFormProps, 'token' | 'onProved'>) {
  const t = useT();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<ProveCodeForm>({
    schema: proveCodeForm,
    defaultValues: { code: '' },
    translate: translateSchemaMessage,
  });
  const send = useSingleFlight(async () => {
    setFormError(null);
    try {
      await apiCall('send-invitation-code', { body: { token } });
      setSent(true);
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  const submit = useSingleFlight(async (v: ProveCodeForm) => {
    setFormError(null);
    try {
      onProved(await apiCall('prove-invitation', { body: { token, code: v.code } }));
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  if (!sent)
    return (
      <div className={styles.form}>
        <p className={styles.hint}>{t('prove.codeLead')}</p>
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className={styles.choices}>
          <Button variant="primary" onClick={() => void send.run()} disabled={send.busy}>
            {t('prove.sendCode')}
          </Button>
        </div>
      </div>
    );
  return (
    <form noValidate className={styles.form} onSubmit={(e) => void form.handleSubmit(submit.run)(e)}>
      <Alert tone="success">{t('prove.codeSent')}</Alert>
      <FormTextField
        control={form.control}
        name="code"
        label={t('prove.codeLabel')}
        autoComplete="one-time-code"
        required
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormActions saving={submit.busy} submitLabel={t('prove.submit')} />
      <Button variant="link" onClick={() => void send.run()} disabled={send.busy}>
        {t('prove.sendAgain')}
      </Button>
    </form>
  );
}

/**
 * Another browser opened this invitation first (ADR 0026): before anything from the employer's
 * records is shown here, the employee proves it is them, by their date of birth or a code mailed
 * to the address the employer has.
 */
export function ProveForm({ token, codeOnly, onProved }: ProveFormProps) {
  const t = useT();
  const [byCode, setByCode] = useState(codeOnly);
  return (
    <section className={styles.form} aria-labelledby="prove-way">
      <h2 id="prove-way" className={styles.formTitle}>
        {byCode ? t('prove.byCodeTitle') : t('prove.byBirthdateTitle')}
      </h2>
      {byCode ? (
        <CodeProof token={token} onProved={onProved} />
      ) : (
        <BirthdateProof token={token} onProved={onProved} />
      )}
      {!codeOnly && (
        <Button variant="link" onClick={() => setByCode((c) => !c)}>
          {byCode ? t('prove.useBirthdate') : t('prove.useCode')}
        </Button>
      )}
    </section>
  );
}
