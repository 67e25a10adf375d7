import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  applyServerErrors,
  useSchemaForm,
  useSingleFlight,
  useWatch,
  type FieldValues,
  type SchemaFormOptions,
} from '@bs/ui/form';

/** The form's values always hold the chosen plan's id ('' before one is chosen). */
type PlanValues = FieldValues & { plan_id: number | '' };

export interface PlanSettingFormOptions<P extends { plan_id: number }, V extends PlanValues, R> {
  plans: readonly P[];
  schema: SchemaFormOptions<V>['schema'];
  translate: (message: string) => string;
  /** The chosen plan's setting as the form shows it (undefined: no plan yet). */
  valuesOf: (plan: P | undefined, planId: number | '') => V;
  /** The call's body from the form's values (the schema checks the same). */
  bodyOf: (values: V) => unknown;
  save: (body: unknown) => Promise<R>;
  /** The success sentence for what the server answered. */
  savedText: (answer: R, plan: P | undefined) => string;
}

/**
 * The machinery of a console catalogue form that changes one plan's setting (EOI rules, ID cards):
 * choosing a plan fills the form with that plan's setting and forgets the last answer; saving goes
 * once even when clicked twice, the server's refusals land beside their fields (the rest above the
 * button), and the success sentence says what changed.
 */
export function usePlanSettingForm<P extends { plan_id: number }, V extends PlanValues, R>({
  plans,
  schema,
  translate,
  valuesOf,
  bodyOf,
  save,
  savedText,
}: PlanSettingFormOptions<P, V, R>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSchemaForm<V>({
    schema,
    defaultValues: valuesOf(undefined, '') as never,
    prepare: bodyOf,
    translate,
  });
  const planId = useWatch({ control: form.control, name: 'plan_id' as never }) as unknown as number | '';
  const plan = plans.find((p) => p.plan_id === planId);
  // Choosing another plan fills the form with its setting.
  const shown = useRef<number | ''>('');
  useEffect(() => {
    if (planId === shown.current) return;
    shown.current = planId;
    form.reset(
      valuesOf(
        plans.find((p) => p.plan_id === planId),
        planId,
      ),
    );
    setSaved(null);
    setFormError(null);
  }, [planId, plans, form, valuesOf]);
  const submit = useSingleFlight(async (v: V) => {
    setFormError(null);
    setSaved(null);
    try {
      setSaved(savedText(await save(bodyOf(v)), plan));
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return {
    form,
    plan,
    formError,
    saved,
    busy: submit.busy,
    onSubmit: (e: FormEvent) => void form.handleSubmit(submit.run)(e),
  };
}
