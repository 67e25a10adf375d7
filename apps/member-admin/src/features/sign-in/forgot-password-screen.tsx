import { useState } from 'react';
import { resetPasswordBody, type ResetPasswordBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, Button, useStorePath, useDocumentTitle } from '@bs/ui';
import { applyServerErrors, FormTextField, useSchemaForm, useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { SignInFrame } from './sign-in-frame';
import styles from './sign-in.module.css';
import { translateSchemaMessage } from '../../i18n/schema-messages';

/** `/forgot-password`: a one-time code by e-mail, then the code and a new password. */
export function ForgotPasswordScreen() {
  const t = useT();
  useDocumentTitle(t('forgot.title'));
  const to = useStorePath();
  const [done, setDone] = useState<string | null>(null);
  return (
    <SignInFrame
      id="forgot"
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      sendLabel={t('forgot.send')}
      send={(email) => apiCall('request-password-reset', { body: { email } })}
      next={(email) => <NewPasswordForm email={email} onDone={setDone} />}
      done={done ? <Alert tone="success">{done}</Alert> : undefined}
      links={[{ to: to('/sign-in'), label: t('forgot.backToSignIn') }]}
    />
  );
}

function NewPasswordForm({ email, onDone }: { email: string; onDone: (message: string) => void }) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<ResetPasswordBody>({
    schema: resetPasswordBody,
    defaultValues: { email, code: '', password: '' },
    translate: translateSchemaMessage,
  });
  const submit = useSingleFlight(async (values: ResetPasswordBody) => {
    setFormError(null);
    try {
      onDone((await apiCall('reset-password', { body: { ...values, email } })).message);
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(submit.run)}>
      <FormTextField
        control={form.control}
        name="code"
        label={t('forgot.code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        required
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('forgot.newPassword')}
        hint={t('forgot.passwordHint')}
        type="password"
        autoComplete="new-password"
        required
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" block loading={submit.busy}>
        {t('forgot.save')}
      </Button>
    </form>
  );
}
