import { useLayoutEffect, useRef } from 'react';
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
  /** How the stored value is shown (digits grouped, see masks.ts); the form keeps the stored value. */
  display?: (stored: string) => string;
}

/** Digits (or stars) left of the caret: the caret's place that survives regrouping. */
const keptBefore = (text: string, at: number) => text.slice(0, at).replace(/[^\d*]/g, '').length;

/** A text input bound to a react-hook-form field: its error (client or server) shows beneath it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  transform,
  onValueChange,
  onBlur,
  display,
  ...input
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value == null ? '' : String(field.value);
  const shown = display ? display(value) : value;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  // After regrouping, the caret goes back after the same digit, not to the end of the input.
  useLayoutEffect(() => {
    const el = inputRef.current;
    const kept = caret.current;
    caret.current = null;
    if (kept == null || !el || el.ownerDocument.activeElement !== el) return;
    let at = 0;
    for (let seen = 0; at < el.value.length && seen < kept; at++) if (/[\d*]/.test(el.value[at]!)) seen++;
    el.setSelectionRange(at, at);
  });
  return (
    <TextField
      {...input}
      name={field.name}
      ref={(el: HTMLInputElement | null) => {
        field.ref(el);
        inputRef.current = el;
      }}
      value={shown}
      onChange={(e) => {
        if (display)
          caret.current = keptBefore(e.target.value, e.target.selectionStart ?? e.target.value.length);
        // The stored value is rebuilt from what was typed in the shown (grouped) text.
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

/** Digits only, cut at the spec's length; the numeric keypad on phones; grouped if `display` says how. */
export function FormDigitsField<T extends FieldValues>({ maxDigits, ...props }: FormDigitsFieldProps<T>) {
  const longest = props.display ? props.display('9'.repeat(maxDigits)).length : maxDigits;
  return (
    <FormTextField
      inputMode="numeric"
      autoComplete="off"
      {...props}
      maxLength={longest}
      transform={(typed) => typed.replace(/\D/g, '').slice(0, maxDigits)}
    />
  );
}
