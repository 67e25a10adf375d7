import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from './use-schema-form';

const choice = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.union([z.literal(0), z.literal(1)], { error: 'Please choose yes or no.' }),
);
const schema = z.object({
  name: z.string().min(1, 'This field is required.'),
  marital: choice,
  answers: z.array(z.object({ treated: choice })),
});
type Values = { name: string; marital: number | ''; answers: { treated: number | '' }[] };

describe('useSchemaForm', () => {
  it("shows the schema's own message for a choice, nested ones too, translated", async () => {
    const { result } = renderHook(() =>
      useSchemaForm<Values>({
        schema,
        defaultValues: { name: '', marital: '', answers: [{ treated: 1 }, { treated: '' }] },
        translate: (m) => `«${m}»`,
      }),
    );
    await act(() => result.current.trigger());
    const message = (name: Parameters<typeof result.current.getFieldState>[0]) =>
      result.current.getFieldState(name).error?.message;
    expect(message('name')).toBe('«This field is required.»');
    expect(message('marital')).toBe('«Please choose yes or no.»');
    expect(message('answers.1.treated')).toBe('«Please choose yes or no.»');
    expect(message('answers.0.treated')).toBeUndefined();
  });

  it('leaves out fields the person cannot see', async () => {
    const { result } = renderHook(() =>
      useSchemaForm<Values>({
        schema,
        defaultValues: { name: 'Ana', marital: '', answers: [] },
        skip: (field) => field === 'marital',
      }),
    );
    let valid = false;
    await act(async () => {
      valid = await result.current.trigger();
    });
    expect(valid).toBe(true);
  });
});
