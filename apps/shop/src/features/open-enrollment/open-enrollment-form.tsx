import { Alert, Button, Card, DobInput, GENDER_OPTIONS, SelectField, TIER_OPTIONS, TextField } from '@bs/ui';
import styles from './open-enrollment-form.module.css';
import { useOpenEnrollmentForm } from './use-open-enrollment-form';

export interface OpenEnrollmentFormProps {
  /** Heading of the form card. */
  title?: string;
  submitLabel?: string;
}

/** The quote basics (spec §2 Landing): zip, gender, tier and date of birth, then the plans. */
export function OpenEnrollmentForm({
  title = 'Get a quote in minutes',
  submitLabel = 'View Plans',
}: OpenEnrollmentFormProps) {
  const { values, errors, formError, saving, setField, onZipBlur, onSubmit } = useOpenEnrollmentForm();
  return (
    <Card as="section" aria-labelledby="open-enrollment-title">
      <h2 id="open-enrollment-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>Tell us a little about yourself to see the plans available to you.</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label="Zip Code"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
          value={values.zip}
          error={errors.zip}
          // Digits only (spec §5: numeric, max length 5).
          onChange={(e) => setField('zip', e.target.value.replace(/\D/g, '').slice(0, 5))}
          onBlur={onZipBlur}
        />
        <SelectField
          label="Gender"
          name="gender"
          placeholder="Choose Gender"
          options={GENDER_OPTIONS}
          required
          value={values.gender}
          error={errors.gender}
          onChange={(e) => setField('gender', e.target.value)}
        />
        <SelectField
          label="Tier"
          name="tier"
          placeholder="Choose Tier"
          options={TIER_OPTIONS}
          required
          value={values.tier}
          error={errors.tier}
          onChange={(e) => setField('tier', e.target.value)}
        />
        <DobInput
          name="dob"
          required
          value={values.dob}
          error={errors.dob}
          onValueChange={(v) => setField('dob', v)}
        />
        {formError && (
          <div className={styles.wide}>
            <Alert tone="error">{formError}</Alert>
          </div>
        )}
        <div className={styles.wide}>
          <Button type="submit" block loading={saving}>
            {saving ? 'Finding plans…' : submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
