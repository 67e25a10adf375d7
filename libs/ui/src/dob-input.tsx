import { formatDob } from '@bs/domain';
import { useT } from './i18n/messages';
import { TextField, type TextFieldProps } from './text-field';

export interface DobInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'label'> {
  label?: string;
  value: string;
  /** Receives the formatted MM/DD/YYYY text (spec §5: clamped month/day, slashes added, 10 characters). */
  onValueChange: (value: string) => void;
}

export function DobInput({ label, value, onValueChange, ...rest }: DobInputProps) {
  const t = useT();
  return (
    <TextField
      autoComplete="bday"
      {...rest}
      label={label ?? t('dob.label')}
      type="text"
      inputMode="numeric"
      placeholder={t('dob.placeholder')}
      maxLength={10}
      value={value}
      onChange={(e) => {
        const next = e.target.value;
        // Deleting is left alone: re-formatting "01" would put back the slash just erased.
        onValueChange(next.length < value.length ? next.replace(/[^\d/]/g, '') : formatDob(next));
      }}
    />
  );
}
