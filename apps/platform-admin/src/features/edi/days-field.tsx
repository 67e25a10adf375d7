import type { TradingPartnerForm } from '@bs/contract';
import { TextField } from '@bs/ui';
import { useController, type Control } from '@bs/ui/form';

export interface DaysFieldProps {
  control: Control<TradingPartnerForm>;
  label: string;
  hint: string;
}

/**
 * The drop files' retention in days: digits only, stored as a number (the contract's). Emptied,
 * it holds '' so the schema asks for a number beside the field (a cleared controlled field must
 * hold a value: react-hook-form keeps the old one for undefined).
 */
export function DaysField({ control, label, hint }: DaysFieldProps) {
  const { field, fieldState } = useController({ control, name: 'retention_days' });
  return (
    <TextField
      name={field.name}
      ref={field.ref}
      label={label}
      hint={hint}
      inputMode="numeric"
      required
      autoComplete="off"
      value={field.value == null ? '' : String(field.value)}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '').slice(0, 3);
        field.onChange(digits ? Number(digits) : '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
