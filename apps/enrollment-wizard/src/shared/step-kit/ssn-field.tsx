import { FormTextField, type Control, type FieldPath, type FieldValues } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { isMaskedSsn, nextSsn } from './masked-ssn';

export interface SsnFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  required?: boolean;
}

/**
 * SSN: 9 digits (spec §5). Once saved it is shown masked (*****1234); focusing a masked number
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
      maxLength={9}
      transform={nextSsn}
      onFocus={(e) => {
        if (isMaskedSsn(e.target.value)) e.target.select();
      }}
    />
  );
}
