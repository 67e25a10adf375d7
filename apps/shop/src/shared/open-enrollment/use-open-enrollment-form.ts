import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import { useSession } from '@bs/session';
import { firstErrorMessage, mapFieldErrors, useStorePath } from '@bs/ui';
import { saveFilters } from './save-filters';
import { storedFiltersQueryOptions } from './stored-filters-query';
import {
  FILTER_FIELDS,
  emptyFilters,
  validateFilters,
  validateZip,
  type FilterErrors,
  type FilterField,
  type FilterValues,
} from './validate-filters';

/** Form state, validation (client, zip lookup, server) and submit of the open-enrollment form. */
export function useOpenEnrollmentForm() {
  const [values, setValues] = useState<FilterValues>(emptyFilters);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const touched = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useStorePath();
  const enrollmentId = useSession((s) => s.enrollmentId);

  // Prefill from the stored filters once, unless the visitor already started typing.
  const stored = useQuery({ ...storedFiltersQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
  useEffect(() => {
    const f = stored.data;
    if (!f || touched.current) return;
    setValues({
      zip: f.zip ?? '',
      gender: f.gender == null ? '' : String(f.gender),
      tier: f.tier ?? '',
      dob: f.dob ?? '',
    });
  }, [stored.data]);

  const setField = (field: FilterField, value: string) => {
    touched.current = true;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Zip lookup (spec §5): the first server message goes beside the field. */
  const checkZip = async (zip: string): Promise<boolean> => {
    const local = validateZip(zip);
    if (local) {
      setErrors((e) => ({ ...e, zip: local }));
      return false;
    }
    try {
      await apiCall('validate-zip-code', { query: { zip_code: zip } });
      return true;
    } catch (err) {
      setErrors((e) => ({ ...e, zip: firstErrorMessage(err) }));
      return false;
    }
  };

  // Only a complete zip is looked up on blur; an incomplete one is reported on submit. Showing it
  // on blur would push the submit button down between mousedown and mouseup and swallow the click.
  const onZipBlur = () => {
    if (/^\d{5}$/.test(values.zip)) void checkZip(values.zip);
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
      if (!(await checkZip(values.zip))) return;
      await saveFilters(values, queryClient);
      navigate(to('/plans'));
    } catch (err) {
      // Nothing typed is lost: values stay, messages go beside the fields they name.
      const mapped = mapFieldErrors(err, FILTER_FIELDS);
      setErrors(mapped.fields);
      setFormError(mapped.formError);
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, formError, saving, setField, onZipBlur, onSubmit };
}
