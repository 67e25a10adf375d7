import { DobInput, SelectField, TextField, useChoiceLabels } from '@bs/ui';
import { useT } from '../../i18n/messages';
import type { FilterErrors, FilterField, FilterValues } from './validate-filters';

export interface FilterFieldsProps {
  values: FilterValues;
  errors: FilterErrors;
  setField: (field: FilterField, value: string) => void;
  onZipBlur?: () => void;
  /** The Basic Details popup shows the format under the DOB label (spec: "DOB (mm/dd/yyyy)"). */
  dobHint?: string;
}

/** The quote basics every filter form asks for: Zip Code, Gender, Tier and Date of Birth. */
export function FilterFields({ values, errors, setField, onZipBlur, dobHint }: FilterFieldsProps) {
  const t = useT();
  const { genderOptions, tierOptions } = useChoiceLabels();
  return (
    <>
      <TextField
        label={t('fields.zip')}
        name="zip"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        required
        value={values.zip}
        error={errors.zip}
        // Digits only (spec §5: numeric, max length 5).
        onChange={(e) => setField('zip', e.target.value.replace(/\D/g, '').slice(0, 5))}
        onBlur={onZipBlur}
      />
      <SelectField
        label={t('fields.gender')}
        name="gender"
        placeholder={t('fields.genderPlaceholder')}
        options={genderOptions}
        required
        value={values.gender}
        error={errors.gender}
        onChange={(e) => setField('gender', e.target.value)}
      />
      <SelectField
        label={t('fields.tier')}
        name="tier"
        placeholder={t('fields.tierPlaceholder')}
        options={tierOptions}
        required
        value={values.tier}
        error={errors.tier}
        onChange={(e) => setField('tier', e.target.value)}
      />
      <DobInput
        name="dob"
        required
        hint={dobHint}
        value={values.dob}
        error={errors.dob}
        onValueChange={(v) => setField('dob', v)}
      />
    </>
  );
}
