import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import type { ChangeFilterBody } from '@bs/contract';
import { mapFieldErrors } from '@bs/ui';
import { invalidateQuote } from '../../../api/invalidate-quote';

/** Saves part of the quote basics (income, hours, smoker) and refreshes the pricing that uses them. */
export function useChangeFilter(enrollmentId: string | null, fields: readonly string[], onSaved: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();

  const save = async (body: ChangeFilterBody) => {
    if (saving || !enrollmentId) return;
    setSaving(true);
    setFormError(null);
    try {
      await apiCall('change-filter-info', { params: { enrollment_id: enrollmentId }, body });
      await invalidateQuote(queryClient);
      setErrors({});
      onSaved();
    } catch (err) {
      const mapped = mapFieldErrors(err, fields);
      setErrors(mapped.fields);
      setFormError(mapped.formError);
    } finally {
      setSaving(false);
    }
  };

  return { errors, setErrors, formError, saving, save };
}
