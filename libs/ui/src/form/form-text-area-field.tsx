import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextAreaField, type TextAreaFieldProps } from '../text-area-field';

export interface FormTextAreaFieldProps<T extends FieldValues> extends Omit<
  TextAreaFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'
> {
  control: Control<T>;
  name: FieldPath<T>;
}

export function FormTextAreaField<T extends FieldValues>({
  control,
  name,
  ...area
}: FormTextAreaFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextAreaField
      {...area}
      name={field.name}
      ref={field.ref}
      value={field.value == null ? '' : String(field.value)}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
