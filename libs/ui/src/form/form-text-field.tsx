import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'ref'
> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Rewrites what is typed before it is stored (digits only, upper case...). */
  transform?: (typed: string, previous: string) => string;
  /** Told the stored value after each change (e.g. to look a phone number up at 10 digits). */
  onValueChange?: (value: string) => void;
}

/** A text input bound to a react-hook-form field: its error (client or server) shows beneath it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  transform,
  onValueChange,
  onBlur,
  ...input
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value == null ? '' : String(field.value);
  return (
    <TextField
      {...input}
      name={field.name}
      ref={field.ref}
      value={value}
      onChange={(e) => {
        const next = transform ? transform(e.target.value, value) : e.target.value;
        field.onChange(next);
        onValueChange?.(next);
      }}
      onBlur={(e) => {
        field.onBlur();
        onBlur?.(e);
      }}
      error={fieldState.error?.message}
    />
  );
}

export interface FormDigitsFieldProps<T extends FieldValues> extends Omit<
  FormTextFieldProps<T>,
  'transform'
> {
  /** At most this many digits (spec §5: phone 10, zip 5, SSN 9, weight 3, feet 1, inches 2). */
  maxDigits: number;
}

/** Digits only, cut at the spec's length; the numeric keypad on phones. */
export function FormDigitsField<T extends FieldValues>({ maxDigits, ...props }: FormDigitsFieldProps<T>) {
  return (
    <FormTextField
      inputMode="numeric"
      autoComplete="off"
      {...props}
      maxLength={maxDigits}
      transform={(typed) => typed.replace(/\D/g, '').slice(0, maxDigits)}
    />
  );
}
