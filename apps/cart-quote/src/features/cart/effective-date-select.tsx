import type { Ref } from 'react';
import { SelectField } from '@bs/ui';

export interface EffectiveDateSelectProps {
  dates: readonly string[];
  effectiveDate: string | null;
  onDateChange: (date: string) => void;
  /** The server's message when checkout refused the date (spec §5). */
  dateError: string | null;
  dateRef?: Ref<HTMLSelectElement>;
}

/** The dates the server offers (first of the coming months); changing one reprices the cart. */
export function EffectiveDateSelect({
  dates,
  effectiveDate,
  onDateChange,
  dateError,
  dateRef,
}: EffectiveDateSelectProps) {
  return (
    <SelectField
      ref={dateRef}
      label="Effective Date"
      required
      value={effectiveDate ?? ''}
      placeholder={effectiveDate ? undefined : 'Choose a date'}
      options={dates.map((d) => ({ value: d, label: d }))}
      onChange={(e) => onDateChange(e.target.value)}
      error={dateError}
    />
  );
}
