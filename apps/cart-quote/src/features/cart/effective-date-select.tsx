import type { Ref } from 'react';
import { SelectField } from '@bs/ui';
import { useT } from '../../i18n/messages';

export interface EffectiveDateSelectProps {
  dates: readonly string[];
  effectiveDate: string | null;
  onDateChange: (date: string) => void;
  /** The server's message when checkout refused the date (spec §5). */
  dateError: string | null;
  /** Under a life event the one date is the day its kind says coverage starts (ADR 0034). */
  lifeEvent?: boolean;
  dateRef?: Ref<HTMLSelectElement>;
}

/**
 * The dates the server offers (first of the coming months, or under a life event the one day its
 * kind says); changing one reprices the cart.
 */
export function EffectiveDateSelect({
  dates,
  effectiveDate,
  onDateChange,
  dateError,
  dateRef,
  lifeEvent,
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
      hint={lifeEvent ? t('order.lifeEventDate') : undefined}
    />
  );
}
