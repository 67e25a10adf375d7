import { z } from 'zod';
import { enrollmentId } from '../primitives';
import { dynamicTab } from './cart';

/**
 * One field of a step (get-form-fields-*): the field shows only when required is 1; read_only
 * fields come from the quote (DOB, gender, state, zip) and cannot be changed on the step.
 * value is the saved (or prefilled) value; SSNs only ever come masked (*****1234).
 * error: why the saved value no longer passes the field's rule ('' when it does).
 * message: a help text shown with the field ('' when none).
 */
export const fieldValue = z.union([z.string(), z.number(), z.null(), z.record(z.string(), z.number())]);
export const fieldDefinition = z.object({
  field_name: z.string(),
  value: fieldValue,
  required: z.union([z.literal(0), z.literal(1)]),
  read_only: z.union([z.literal(0), z.literal(1)]),
  error: z.string(),
  message: z.string(),
});
export type FieldDefinition = z.infer<typeof fieldDefinition>;
export const formFields = z.object({ result: z.array(fieldDefinition) });
export type FormFields = z.infer<typeof formFields>;

/** A select's option: name is shown, value is sent. */
export const option = z.object({ name: z.string(), value: z.string() });
export type Option = z.infer<typeof option>;
export const optionList = z.object({ result: z.array(option) });

export const usState = z.object({ abbrev: z.string().length(2), name: z.string() });
export type UsState = z.infer<typeof usState>;
export const states = z.object({ result: z.array(usState) });

/** Every wizard save answers this on success (failures are field errors). */
export const saveStatus = z.object({ status: z.literal(true), message: z.string() });
export type SaveStatus = z.infer<typeof saveStatus>;

export const checkTabRequiredQuery = z.object({
  enrollment_id: enrollmentId,
  tab_name: dynamicTab.shape.tab_name,
});
export const checkTabRequired = z.object({
  result: z.object({ required: z.union([z.literal(0), z.literal(1)]) }),
});

/** Masked SSN as every answer shows it: five stars and the last four digits. */
export const maskedSsn = z.string().regex(/^(\*{5}\d{4})?$/);
