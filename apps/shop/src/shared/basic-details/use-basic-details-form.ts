import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import type { ChangeFilterBody, FilterInfo } from '@bs/contract';
import type { TierCode } from '@bs/domain';
import { firstErrorMessage, mapFieldErrors } from '@bs/ui';
import { invalidateQuote } from '../../api/invalidate-quote';
import {
  FILTER_FIELDS,
  validateFilters,
  type FilterErrors,
  type FilterField,
  type FilterValues,
} from '../open-enrollment/validate-filters';

const fromStored = (f: Partial<FilterInfo> | null | undefined): FilterValues => ({
  zip: f?.zip ?? '',
  gender: f?.gender == null ? '' : String(f.gender),
  tier: f?.tier ?? '',
  dob: f?.dob ?? '',
});

/**
 * The Basic Details popup: prefilled from the stored quote basics; Submit checks the zip with the
 * server, saves through change-filter-info and refreshes everything priced by them.
 */
export function useBasicDetailsForm(
  enrollmentId: string,
  stored: Partial<FilterInfo> | null | undefined,
  onSaved: () => void,
) {
  const [values, setValues] = useState<FilterValues>(() => fromStored(stored));
  const [errors, setErrors] = useState<FilterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();

  const setField = (field: FilterField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setFormError(null);
    const local = validateFilters(values);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      try {
        await apiCall('validate-zip-code', { query: { zip_code: values.zip } });
      } catch (err) {
        setErrors({ zip: firstErrorMessage(err) });
        return;
      }
      await apiCall('change-filter-info', {
        params: { enrollment_id: enrollmentId },
        body: {
          zip: values.zip,
          dob: values.dob,
          gender: Number(values.gender) as ChangeFilterBody['gender'],
          tier: values.tier as TierCode,
        },
      });
      await invalidateQuote(queryClient);
      onSaved();
    } catch (err) {
      // The popup stays open with what was typed; messages go beside the fields they name.
      const mapped = mapFieldErrors(err, FILTER_FIELDS);
      setErrors(mapped.fields);
      setFormError(mapped.formError);
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, formError, saving, setField, onSubmit };
}
