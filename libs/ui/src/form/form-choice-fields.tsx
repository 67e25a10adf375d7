import type { ReactNode } from 'react';
import {
  get,
  useController,
  useFormState,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { CheckboxField } from '../checkbox-field';
import { RadioGroup } from '../choice-group';
import choice from '../choice-group.module.css';
import { FieldMessage } from '../field-message';

interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

export interface FormCheckboxProps<T extends FieldValues> extends Bound<T> {
  label: ReactNode;
  hint?: string;
  disabled?: boolean;
}

/** A checkbox stored as 1 or 0, as the server takes flags (spec §5: USPS checkbox sent as 1 or 0). */
export function FormCheckbox<T extends FieldValues>({ control, name, ...rest }: FormCheckboxProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CheckboxField
      {...rest}
      name={field.name}
      ref={field.ref}
      checked={field.value === 1 || field.value === true || field.value === '1'}
      onChange={(e) => field.onChange(e.target.checked ? 1 : 0)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export interface RadioOption {
  value: string | number;
  label: ReactNode;
}

export interface FormRadioGroupProps<T extends FieldValues> extends Bound<T> {
  legend: ReactNode;
  options: readonly RadioOption[];
  inline?: boolean;
  hint?: string;
  disabled?: boolean;
}

/** Radio buttons bound to a field; the stored value keeps its option's type (0/1 flags stay numbers). */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  options,
  ...group
}: FormRadioGroupProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RadioGroup
      {...group}
      name={field.name}
      inputRef={field.ref}
      options={options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={field.value == null ? '' : String(field.value)}
      onChange={(v) => field.onChange(options.find((o) => String(o.value) === v)?.value ?? v)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export interface FormFlagGroupProps<T extends FieldValues> {
  control: Control<T>;
  /** The object of 0/1 flags (holiday_policy); its error shows under the group. */
  name: FieldPath<T>;
  legend: ReactNode;
  /** One checkbox per flag: the flag's key inside the object and its label. */
  flags: readonly { key: string; label: ReactNode }[];
  hint?: string;
}

/** A fieldset of checkboxes, each a 0/1 flag of one object (spec §3 employer holiday policy). */
export function FormFlagGroup<T extends FieldValues>({
  control,
  name,
  legend,
  flags,
  hint,
}: FormFlagGroupProps<T>) {
  // The group's own error (a server target naming the object); the flags register themselves.
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = `${name.replace(/\W/g, '-')}-group`;
  return (
    <fieldset
      className={choice.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
    >
      <legend className={choice.legend}>{legend}</legend>
      <div className={choice.stack}>
        {flags.map((f) => (
          <FlagBox key={f.key} control={control} name={`${name}.${f.key}` as FieldPath<T>} label={f.label} />
        ))}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}

function FlagBox<T extends FieldValues>({ control, name, label }: Bound<T> & { label: ReactNode }) {
  const { field } = useController({ control, name });
  return (
    <label className={choice.choice}>
      <input
        type="checkbox"
        name={field.name}
        ref={field.ref}
        checked={field.value === 1 || field.value === true}
        onChange={(e) => field.onChange(e.target.checked ? 1 : 0)}
        onBlur={field.onBlur}
      />
      <span>{label}</span>
    </label>
  );
}
