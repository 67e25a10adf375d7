import { useState, type FormEvent, type ReactNode } from 'react';
import { applyServerErrors, useSingleFlight, type FieldValues, type UseFormReturn } from '@bs/ui/form';
import { SettingsFormFooter } from './settings-form-footer';
import styles from './group-settings.module.css';

export type SettingsSave = ReturnType<typeof useSettingsSave>;

/**
 * One settings form's save: once even when clicked twice, the server's refusals beside their
 * fields (the rest above the button), and the success message `save` answers in the reader's
 * words ("Saved. The file will write DEN-PRE.").
 */
export function useSettingsSave<T extends FieldValues>(
  form: UseFormReturn<T>,
  save: (values: T) => Promise<string>,
) {
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const flight = useSingleFlight(async (values: T) => {
    setError(null);
    setSaved(null);
    try {
      setSaved(await save(values));
    } catch (err) {
      setError(applyServerErrors(err, form));
    }
  });
  return {
    onSubmit: (e: FormEvent) => void form.handleSubmit(flight.run)(e),
    busy: flight.busy,
    error,
    saved,
    /** Forget the last answer (another plan year or scope was chosen). */
    reset: () => {
      setError(null);
      setSaved(null);
    },
    setError,
  };
}

/** The shell every group settings form shares: titled, its fields, its answer, its one button. */
export function SettingsForm({
  id,
  title,
  save,
  saveLabel,
  children,
}: {
  id: string;
  title: string;
  save: SettingsSave;
  saveLabel: string;
  children: ReactNode;
}) {
  return (
    <form noValidate className={styles.form} aria-labelledby={id} onSubmit={save.onSubmit}>
      <h3 id={id} className={styles.h3}>
        {title}
      </h3>
      {children}
      <SettingsFormFooter error={save.error} saved={save.saved} busy={save.busy} label={saveLabel} />
    </form>
  );
}
