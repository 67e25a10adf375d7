import { Alert, Button, Card } from '@bs/ui';
import { FilterFields } from './filter-fields';
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
        <FilterFields values={values} errors={errors} setField={setField} onZipBlur={onZipBlur} />
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
