import { Alert, Button, Card, TextField } from '@bs/ui';
import { CompletedNotice } from '../../shared/continue/completed-notice';
import styles from './continue.module.css';
import { useContinueForm } from './use-continue-form';
import { useT } from '../../i18n/messages';

/** `/continue-enrollment`: resume a saved enrollment with the code from the e-mail. */
export function ContinueScreen() {
  const { values, errors, formError, saving, completed, setField, onSubmit } = useContinueForm();
  const t = useT();
  return (
    <div className={styles.page}>
      <Card as="section" className={styles.panel} aria-labelledby="continue-title">
        <h1 id="continue-title" className={styles.title}>
          {t('continue.title')}
        </h1>
        {completed ? (
          <CompletedNotice />
        ) : (
          <>
            <p className={styles.intro}>{t('continue.intro')}</p>
            <form className={styles.form} noValidate onSubmit={onSubmit}>
              <TextField
                label={t('continue.code')}
                name="code"
                autoComplete="one-time-code"
                autoCapitalize="characters"
                maxLength={64}
                required
                value={values.code}
                error={errors.code}
                onChange={(e) => setField('code', e.target.value)}
              />
              <TextField
                label={t('continue.email')}
                name="email"
                type="email"
                autoComplete="email"
                required
                value={values.email}
                error={errors.email}
                onChange={(e) => setField('email', e.target.value)}
              />
              {formError && <Alert tone="error">{formError}</Alert>}
              <Button type="submit" block loading={saving}>
                {t('continue.submit')}
              </Button>
            </form>
          </>
        )}
      </Card>
    </div>
  );
}
