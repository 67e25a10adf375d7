import { useRef, useState } from 'react';
import { applyServerErrors, useSingleFlight, type FieldValues, type UseFormReturn } from '@bs/ui/form';
import type { StepNav } from './use-step-nav';
import { SECTION_OF_TAB } from '@bs/domain';
import type { TabName } from './wizard-tabs';
import { pictureStep } from './step-screenshot';

export interface StepSaveOptions<T extends FieldValues> {
  form: UseFormReturn<T>;
  tab: TabName;
  enrollmentId: string;
  nav: StepNav;
  /**
   * The step's save call(s); throws the server's field errors. Resolving to `false` means the
   * step stopped on its own (its messages are already beside the fields): no save, no move.
   */
  save: (values: T) => Promise<unknown>;
  /** Server field names that differ from the form's (a function when they depend on what was sent). */
  alias?: Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>);
}

/** The element the frame renders a step in (its picture goes to save-screenshot). */
export const stepElement = (tab: TabName) => document.querySelector<HTMLElement>(`[data-step="${tab}"]`);

/**
 * Next on a form step (wizard §4 step flow): validate with the contract's schema, save once even
 * when clicked twice, show the server's errors beside the fields (keeping every value typed), and
 * only after a successful save move on; the step's picture is copied in that click and drawn once
 * the next step is on screen.
 */
export function useStepSave<T extends FieldValues>({
  form,
  tab,
  enrollmentId,
  nav,
  save,
  alias,
}: StepSaveOptions<T>) {
  const [formError, setFormError] = useState<string | null>(null);
  // Once the step has moved on, a late second click (before the page changes) does nothing.
  const moved = useRef(false);
  const flight = useSingleFlight(async (values: T) => {
    if (moved.current) return;
    setFormError(null);
    try {
      if ((await save(values)) === false) return;
    } catch (err) {
      setFormError(applyServerErrors(err, form, { alias: typeof alias === 'function' ? alias() : alias }));
      return;
    }
    const picture = pictureStep(enrollmentId, SECTION_OF_TAB[tab], stepElement(tab));
    try {
      await nav.next();
      moved.current = true;
      picture();
    } catch (err) {
      // Saved, but completing the enrollment failed: say so and let the person try Next again.
      setFormError(applyServerErrors(err, form, { focus: false }));
    }
  });
  return {
    submit: form.handleSubmit(flight.run, () => setFormError(null)),
    /** Save without the form's own validation (a saved card or bank account was chosen). */
    saveAsIs: () => flight.run(form.getValues()),
    saving: flight.busy,
    formError,
    setFormError,
  };
}
