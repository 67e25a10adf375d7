import { useController, type Control } from '@bs/ui/form';
import { TextField } from '@bs/ui';
import { useT } from '../../i18n/messages';
import type { TenantFormValues } from './form-values';
import type { ColourAdjustment } from './theme-preview-vars';
import styles from './tenant-form.module.css';

type ThemeKey = keyof TenantFormValues['theme'];
const HEX6 = /^#[0-9a-fA-F]{6}$/;

/**
 * One brand colour: the hex code as text (what the server checks and names in its errors) and the
 * browser's colour picker beside it for the same value.
 */
export function ColourField({
  control,
  role,
  required,
  disabled,
  adjusted,
}: {
  control: Control<TenantFormValues>;
  role: ThemeKey;
  required?: boolean;
  disabled?: boolean;
  /** The shade the store will use instead of the typed one, with both contrasts (never silent). */
  adjusted?: ColourAdjustment;
}) {
  const t = useT();
  const { field, fieldState } = useController({ control, name: `theme.${role}` });
  const value = String(field.value ?? '');
  return (
    <div className={styles.colour}>
      <TextField
        className={styles.colourText}
        label={t(`colour.${role}`)}
        hint={required ? t('colour.hint') : t('colour.optionalHint')}
        required={required}
        disabled={disabled}
        name={field.name}
        ref={field.ref}
        value={value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
        autoComplete="off"
        spellCheck={false}
      />
      <input
        type="color"
        className={styles.swatch}
        aria-label={t('colour.pick', { name: t(`colour.${role}`) })}
        disabled={disabled}
        value={HEX6.test(value) ? value.toLowerCase() : '#ffffff'}
        onChange={(e) => field.onChange(e.target.value)}
      />
      {adjusted && (
        <p className={styles.adjusted} role="status">
          <span className={styles.adjustedSwatch} style={{ background: adjusted.used }} aria-hidden="true" />
          {t(`colour.adjusted.${adjusted.why}`, {
            used: adjusted.used,
            usedRatio: ratio(adjusted.usedRatio),
            givenRatio: ratio(adjusted.givenRatio),
          })}
        </p>
      )}
    </div>
  );
}

/** A contrast ratio as WCAG writes it, rounded down so 4.49 never reads as passing 4.5. */
const ratio = (r: number) => `${Math.floor(r * 10) / 10}:1`;
