import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '../select-field';

export interface FormSelectFieldProps<T extends FieldValues> extends Omit<
  SelectFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'
> {
  control: Control<T>;
  name: FieldPath<T>;
}

/**
 * A select bound to a form field. The stored value keeps its option's type (marital status 0-3
 * stays a number); the empty choice is stored as ''.
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  ...select
}: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      {...select}
      options={options}
      name={field.name}
      ref={field.ref}
      value={field.value == null ? '' : String(field.value)}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === e.target.value);
        field.onChange(picked ? picked.value : '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
