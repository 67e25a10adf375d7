import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Skeleton, FormActions } from '@bs/ui';
import { useT } from '../after-landing/i18n/messages';
import { FilterFields } from '../open-enrollment/filter-fields';
import type { FilterInfo } from '@bs/contract';
import { storedFiltersQueryOptions } from '../open-enrollment/stored-filters-query';
import styles from './basic-details.module.css';
import { useBasicDetailsForm } from './use-basic-details-form';

export interface BasicDetailsModalProps {
  open: boolean;
  enrollmentId: string;
  onClose: () => void;
}

const FORM_ID = 'basic-details-form';

/** "Basic Details" (spec §2 Plan listing): edit zip, gender, tier and date of birth of the quote. */
export function BasicDetailsModal({ open, enrollmentId, onClose }: BasicDetailsModalProps) {
  const t = useT();
  const stored = useQuery({ ...storedFiltersQueryOptions(enrollmentId), enabled: open });
  return (
    <Modal open={open} title={t('basicDetails.title')} onClose={onClose}>
      {stored.isPending ? (
        <div aria-busy="true">
          <Skeleton height="12rem" />
        </div>
      ) : (
        <BasicDetailsForm enrollmentId={enrollmentId} stored={stored.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function BasicDetailsForm({
  enrollmentId,
  stored,
  onClose,
}: {
  enrollmentId: string;
  stored: Partial<FilterInfo> | null | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const { values, errors, formError, saving, setField, onSubmit } = useBasicDetailsForm(
    enrollmentId,
    stored,
    onClose,
  );
  return (
    <form id={FORM_ID} className={styles.form} noValidate onSubmit={onSubmit}>
      <FilterFields values={values} errors={errors} setField={setField} dobHint={t('fields.dobHint')} />
      {formError && (
        <div className={styles.wide}>
          <Alert tone="error">{formError}</Alert>
        </div>
      )}
      <FormActions
        onBack={onClose}
        saving={saving}
        className={styles.wide}
        backLabel={t('actions.back')}
        submitLabel={t('actions.submit')}
      />
    </form>
  );
}
