import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiCall } from '@bs/api-client';
import { Alert, Button, useStorePath, useDocumentTitle } from '@bs/ui';
import { applyServerErrors, FormTextField, useSchemaForm, useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { applySignIn } from './apply-sign-in';
import { memberCodeForm } from './member-code-form';
import { SignInFrame } from './sign-in-frame';
import styles from './sign-in.module.css';
import { translateSchemaMessage } from '../../i18n/schema-messages';

/**
 * `/member-sign-in`: members sign in without a password. A link and a code go to their e-mail;
 * the link signs in by itself (`/member-sign-in/{token}`), the code can be typed here instead.
 */
export function MemberSignInScreen() {
  const t = useT();
  useDocumentTitle(t('memberSignIn.title'));
  const to = useStorePath();
  return (
    <SignInFrame
      id="member-sign-in"
      title={t('memberSignIn.title')}
      intro={t('memberSignIn.intro')}
      sendLabel={t('memberSignIn.send')}
      send={(email) => apiCall('request-member-sign-in', { body: { email } })}
      next={(email) => <CodeForm email={email} />}
      links={[{ to: to('/sign-in'), label: t('memberSignIn.staff') }]}
    />
  );
}

function CodeForm({ email }: { email: string }) {
  const t = useT();
  const navigate = useNavigate();
  const to = useStorePath();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<{ code: string }>({
    schema: memberCodeForm,
    defaultValues: { code: '' },
    translate: translateSchemaMessage,
  });
  const submit = useSingleFlight(async ({ code }: { code: string }) => {
    setFormError(null);
    try {
      const who = await apiCall('member-sign-in', { body: { email, code: code.trim() } });
      navigate(to(applySignIn(who)));
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(submit.run)}>
      <FormTextField
        control={form.control}
        name="code"
        label={t('memberSignIn.code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        required
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" block loading={submit.busy}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
