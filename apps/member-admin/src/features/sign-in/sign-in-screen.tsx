import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signInBody, type SignInBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, Button, Card, useStorePath, useDocumentTitle } from '@bs/ui';
import { applyServerErrors, FormTextField, useSchemaForm, useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { applySignIn } from './apply-sign-in';
import styles from './sign-in.module.css';
import { translateSchemaMessage } from '../../i18n/schema-messages';

/** `/sign-in`: reps, group administrators (and platform administrators) with e-mail and password. */
export function SignInScreen() {
  const t = useT();
  useDocumentTitle(t('signIn.title'));
  const navigate = useNavigate();
  const to = useStorePath();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<SignInBody>({
    schema: signInBody,
    defaultValues: { email: '', password: '' },
    translate: translateSchemaMessage,
  });
  const submit = useSingleFlight(async (values: SignInBody) => {
    setFormError(null);
    try {
      const who = await apiCall('sign-in', { body: values });
      navigate(to(applySignIn(who)));
    } catch (err) {
      // A wrong password keeps what was typed in the e-mail; the password is typed again.
      form.setValue('password', '');
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <div className={styles.page}>
      <Card as="section" className={styles.panel} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={styles.title}>
          {t('signIn.title')}
        </h1>
        <p className={styles.intro}>{t('signIn.intro')}</p>
        <form className={styles.form} noValidate onSubmit={form.handleSubmit(submit.run)}>
          <FormTextField
            control={form.control}
            name="email"
            label={t('signIn.email')}
            type="email"
            autoComplete="username"
            required
          />
          <FormTextField
            control={form.control}
            name="password"
            label={t('signIn.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          {formError && <Alert tone="error">{formError}</Alert>}
          <Button type="submit" block loading={submit.busy}>
            {t('signIn.submit')}
          </Button>
        </form>
        <ul className={styles.links}>
          <li>
            <Link to={to('/forgot-password')}>{t('signIn.forgot')}</Link>
          </li>
          <li>
            <Link to={to('/member-sign-in')}>{t('signIn.member')}</Link>
          </li>
        </ul>
      </Card>
    </div>
  );
}
