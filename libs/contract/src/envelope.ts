import { z } from 'zod';

/** One server-side validation failure, shown beside the field the spec names in target_element. */
export const fieldErrorSchema = z.object({
  target_element: z.string(),
  error_message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every /api/v1 answer is this envelope (spec §7): success with data, or error with field errors. */
export type Envelope<T> = { status: 'success'; data: T } | { status: 'error'; data: FieldError[] };

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data });
export const errorEnvelope = z.object({ status: z.literal('error'), data: z.array(fieldErrorSchema) });
