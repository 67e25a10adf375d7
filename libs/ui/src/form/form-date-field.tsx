import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DobInput, type DobInputProps } from '../dob-input';

export interface FormDateFieldProps<T extends FieldValues> extends Omit<
  DobInputProps,
  'name' | 'value' | 'onValueChange' | 'onBlur' | 'error' | 'ref'
> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** An MM/DD/YYYY date typed with the spec's auto-format (§5: month 1-12, day 1-31, slashes added). */
export function FormDateField<T extends FieldValues>({ control, name, ...input }: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DobInput
      autoComplete="off"
      {...input}
      name={field.name}
      ref={field.ref}
      value={field.value == null ? '' : String(field.value)}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
