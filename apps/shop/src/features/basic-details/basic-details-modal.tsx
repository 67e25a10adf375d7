import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  DobInput,
  GENDER_OPTIONS,
  Modal,
  SelectField,
  Skeleton,
  TIER_OPTIONS,
  TextField,
} from '@bs/ui';
import type { FilterInfo } from '@bs/contract';
import { storedFiltersQueryOptions } from '../open-enrollment/stored-filters-query';
import styles from './basic-details.module.css';
import { useBasicDetailsForm } from './use-basic-details-form';

export interface BasicDetailsModalProps {
  open: boolean;
  tempId: string;
  onClose: () => void;
}

const FORM_ID = 'basic-details-form';

/** "Basic Details" (spec §2 Plan listing): edit zip, gender, tier and date of birth of the quote. */
export function BasicDetailsModal({ open, tempId, onClose }: BasicDetailsModalProps) {
  const stored = useQuery({ ...storedFiltersQueryOptions(tempId), enabled: open });
  return (
    <Modal open={open} title="Basic Details" onClose={onClose}>
      {stored.isPending ? (
        <div aria-busy="true">
          <Skeleton height="12rem" />
        </div>
      ) : (
        <BasicDetailsForm tempId={tempId} stored={stored.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function BasicDetailsForm({
  tempId,
  stored,
  onClose,
}: {
  tempId: string;
  stored: Partial<FilterInfo> | null | undefined;
  onClose: () => void;
}) {
  const { values, errors, formError, saving, setField, onSubmit } = useBasicDetailsForm(
    tempId,
    stored,
    onClose,
  );
  return (
    <form id={FORM_ID} className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label="Zip Code"
        name="zip"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        required
        value={values.zip}
        error={errors.zip}
        onChange={(e) => setField('zip', e.target.value.replace(/\D/g, '').slice(0, 5))}
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
        hint="mm/dd/yyyy"
        value={values.dob}
        error={errors.dob}
        onValueChange={(v) => setField('dob', v)}
      />
      {formError && (
        <div className={styles.wide}>
          <Alert tone="error">{formError}</Alert>
        </div>
      )}
      <div className={`${styles.wide} ${styles.actions}`}>
        <Button variant="secondary" onClick={onClose}>
          Back
        </Button>
        <Button type="submit" loading={saving}>
          Submit
        </Button>
      </div>
    </form>
  );
}
