import type { Ref } from 'react';
import type { CartEffectiveDates } from '@bs/contract';
import { SelectField } from '@bs/ui';
import { useT } from '../../i18n/messages';

export interface EffectiveDateSelectProps {
  dates: readonly string[];
  effectiveDate: string | null;
  onDateChange: (date: string) => void;
  /** The server's message when checkout refused the date (spec §5). */
  dateError: string | null;
  /** Through an employee's window the one date is the day it says coverage starts (ADR 0034). */
  window?: CartEffectiveDates['window'];
  dateRef?: Ref<HTMLSelectElement>;
}

/**
 * The dates the server offers (first of the coming months, or through an employee's window the one
 * day it says: a life event's, open enrollment's, a new hire's); changing one reprices the cart.
 */
export function EffectiveDateSelect({
  dates,
  effectiveDate,
  onDateChange,
  dateError,
  dateRef,
  window,
}: EffectiveDateSelectProps) {
  const t = useT();
  return (
    <SelectField
      ref={dateRef}
      label={t('order.effectiveDate')}
      required
      value={effectiveDate ?? ''}
      placeholder={effectiveDate ? undefined : t('order.chooseDate')}
      options={dates.map((d) => ({ value: d, label: d }))}
      onChange={(e) => onDateChange(e.target.value)}
      error={dateError}
      hint={window ? t(`order.windowDate.${window}`) : undefined}
    />
  );
}
