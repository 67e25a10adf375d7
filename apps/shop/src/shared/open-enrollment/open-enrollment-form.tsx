import { Alert, Button, Card } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { FilterFields } from './filter-fields';
import styles from './open-enrollment-form.module.css';
import { useOpenEnrollmentForm } from './use-open-enrollment-form';

export interface OpenEnrollmentFormProps {
  /** Heading of the form card. */
  title?: string;
  submitLabel?: string;
}

/** The quote basics (spec §2 Landing): zip, gender, tier and date of birth, then the plans. */
export function OpenEnrollmentForm({ title, submitLabel }: OpenEnrollmentFormProps) {
  const t = useT();
  const { values, errors, formError, saving, setField, onZipBlur, onSubmit } = useOpenEnrollmentForm();
  return (
    <Card as="section" aria-labelledby="open-enrollment-title">
      <h2 id="open-enrollment-title" className={styles.title}>
        {title ?? t('quoteForm.title')}
      </h2>
      <p className={styles.intro}>{t('quoteForm.intro')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <FilterFields values={values} errors={errors} setField={setField} onZipBlur={onZipBlur} />
        {formError && (
          <div className={styles.wide}>
            <Alert tone="error">{formError}</Alert>
          </div>
        )}
        <div className={styles.wide}>
          <Button type="submit" block loading={saving}>
            {saving ? t('quoteForm.submitting') : (submitLabel ?? t('quoteForm.submit'))}
          </Button>
        </div>
      </form>
    </Card>
  );
}
