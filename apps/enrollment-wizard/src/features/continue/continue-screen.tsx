import { Alert, Button, Card, TextField } from '@bs/ui';
import styles from './continue.module.css';
import { useContinueForm } from './use-continue-form';

/** `/continue-enrollment`: resume a saved enrollment with the code from the e-mail. */
export function ContinueScreen() {
  const { values, errors, formError, saving, setField, onSubmit } = useContinueForm();
  return (
    <div className={styles.page}>
      <Card as="section" className={styles.panel} aria-labelledby="continue-title">
        <h1 id="continue-title" className={styles.title}>
          Welcome to the Benefit Store
        </h1>
        <p className={styles.intro}>
          Enter the enrollment code we e-mailed you to pick up where you left off.
        </p>
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <TextField
            label="Enrollment Code"
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
            label="Email"
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
            Continue
          </Button>
        </form>
      </Card>
    </div>
  );
}
