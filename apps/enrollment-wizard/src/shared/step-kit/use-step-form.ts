import { useEffect } from 'react';
import { useSchemaForm, type DefaultValues, type FieldPath, type FormSchema } from '@bs/ui/form';
import type { FieldDefs } from './field-defs';
import { initialValues } from './initial-values';
import { preloadScreenshot } from './step-screenshot';
import { translateSchemaMessage } from '../../i18n/schema-messages';

export interface StepFormOptions<T extends Record<string, unknown>> {
  schema: FormSchema;
  /** Every field of the form, empty: the shape server errors are matched against. */
  empty: T;
  saved: unknown;
  defs: FieldDefs;
  /** The payload the schema checks (and the save sends). */
  prepare: (values: T) => unknown;
}

/**
 * A step's react-hook-form: starts from what was saved, validates with the contract's schema
 * (fields the person cannot see are left to the server), shows on arrival the errors of saved
 * values that no longer pass, and fetches the screenshot tool in the background.
 */
export function useStepForm<T extends Record<string, unknown>>({
  schema,
  empty,
  saved,
  defs,
  prepare,
}: StepFormOptions<T>) {
  const form = useSchemaForm<T>({
    schema,
    defaultValues: initialValues(empty, saved, defs) as DefaultValues<T>,
    prepare,
    translate: translateSchemaMessage,
    skip: (field) => field in empty && !defs.shown(field),
  });
  useEffect(() => {
    preloadScreenshot();
    for (const [name, message] of defs.errors())
      if (name in empty) form.setError(name as FieldPath<T>, { type: 'server', message });
    // Once, when the form first shows what was saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return form;
}

/** The props every bound field of a step shares: its form, name, read-only state and help text. */
export const fieldPropsOf =
  <T extends Record<string, unknown>>(
    control: ReturnType<typeof useSchemaForm<T>>['control'],
    defs: FieldDefs,
  ) =>
  (name: FieldPath<T> & string) => ({
    control,
    name,
    readOnly: defs.readOnly(name),
    hint: defs.hint(name),
  });
