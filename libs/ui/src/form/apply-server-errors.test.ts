import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { applyServerErrors } from './apply-server-errors';
import { pathForTarget, fieldPaths } from './field-paths';

const fieldError = (...errors: [string, string][]) => ({
  errors: errors.map(([target_element, error_message]) => ({ target_element, error_message })),
});

describe('server field errors on react-hook-form fields', () => {
  const values = {
    first_name: 'Ana',
    condition_questions: [
      { yes_no_flag: 0, conditions: [{ health_condition: '' }] },
      { yes_no_flag: 1, conditions: [{ health_condition: '' }] },
      { yes_no_flag: 1, conditions: [{ health_condition: '' }] },
    ],
  };

  it('finds a field by the whole target, by the target without its sections, and through an alias', () => {
    const paths = fieldPaths(values);
    expect(pathForTarget('primary_info.first_name', paths)).toBe('first_name');
    expect(pathForTarget('health_info.condition_questions.2.conditions.0.health_condition', paths)).toBe(
      'condition_questions.2.conditions.0.health_condition',
    );
    expect(pathForTarget('phone', new Set(['phone_number']), { phone: 'phone_number' })).toBe('phone_number');
    expect(pathForTarget('benificiary_info', paths)).toBeNull();
  });

  it('sets each message on its field (the first per field wins) and returns the rest for the form', () => {
    const { result } = renderHook(() => useForm({ defaultValues: values }));
    let formError: string | null = null;
    act(() => {
      formError = applyServerErrors(
        fieldError(
          ['health_info.condition_questions.2.conditions.0.health_condition', 'Please name the condition.'],
          ['primary_info.first_name', 'First'],
          ['first_name', 'Second'],
          ['benificiary_info', 'Total Beneficiary Percentage Should not be less than 100%'],
        ),
        result.current,
        { focus: false },
      );
    });
    expect(
      result.current.getFieldState('condition_questions.2.conditions.0.health_condition').error?.message,
    ).toBe('Please name the condition.');
    expect(result.current.getFieldState('first_name').error?.message).toBe('First');
    expect(formError).toBe('Total Beneficiary Percentage Should not be less than 100%');
    // Nothing typed is touched.
    expect(result.current.getValues('first_name')).toBe('Ana');
  });

  it('gives a failure without field errors its own message', () => {
    const { result } = renderHook(() => useForm({ defaultValues: values }));
    expect(applyServerErrors(new Error('The server could not be reached.'), result.current)).toBe(
      'The server could not be reached.',
    );
  });
});
