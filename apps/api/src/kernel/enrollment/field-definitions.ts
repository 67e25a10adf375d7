import type { FieldDefinition } from '@bs/contract';
import type { z } from 'zod';

export type FieldSpec = {
  name: string;
  /** Shown on the step (the spec's required 1). */
  shown: boolean;
  value: FieldDefinition['value'];
  readOnly?: boolean;
  message?: string;
  /** The field's rule: a saved value that no longer passes it answers the rule's message as error. */
  rule?: z.ZodType;
};

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** Field definitions of a step (get-form-fields-*), decided by the caller's rules. */
export function fieldDefinitions(specs: FieldSpec[]): FieldDefinition[] {
  return specs.map((s) => {
    const checked = s.rule && !isEmpty(s.value) ? s.rule.safeParse(s.value) : undefined;
    return {
      field_name: s.name,
      value: s.value ?? null,
      required: s.shown ? 1 : 0,
      read_only: s.readOnly ? 1 : 0,
      error: checked && !checked.success ? (checked.error.issues[0]?.message ?? '') : '',
      message: s.message ?? '',
    };
  });
}

/** The value of a stored field as text ('' when absent). */
export const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
