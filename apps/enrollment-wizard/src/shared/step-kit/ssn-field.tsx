import { FormTextField, groupSsn, type Control, type FieldPath, type FieldValues } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { isMaskedSsn, nextSsn } from './masked-ssn';

export interface SsnFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  required?: boolean;
}

/**
 * SSN: 9 digits (spec §5), grouped while typed. Once saved it is shown masked (*****1234); focusing a masked number
 * selects it, so typing replaces it.
 */
export function SsnField<T extends FieldValues>({ control, name, label, required }: SsnFieldProps<T>) {
  const t = useT();
  return (
    <FormTextField
      control={control}
      name={name}
      label={label ?? t('fields.ssn')}
      hint={t('fields.ssnHint')}
      required={required}
      inputMode="numeric"
      autoComplete="off"
      // 9 digits shown as 123-45-6789 (the form and the API keep the digits).
      maxLength={11}
      transform={nextSsn}
      display={groupSsn}
      onFocus={(e) => {
        if (isMaskedSsn(e.target.value)) e.target.select();
      }}
    />
  );
}
