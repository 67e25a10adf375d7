import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormRadioGroup } from './form-choice-fields';

function Harness() {
  const form = useForm<{ flag: number | '' }>({ defaultValues: { flag: '' } });
  return (
    <>
      <FormRadioGroup
        control={form.control}
        name="flag"
        legend="Prior Coverage"
        options={[
          { value: 0, label: 'None' },
          { value: 1, label: 'Had Carrier' },
        ]}
      />
      <output>{JSON.stringify(form.watch('flag'))}</output>
    </>
  );
}

describe('FormRadioGroup', () => {
  it('stores the option value with its type', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Had Carrier' }));
    expect(screen.getByRole('radio', { name: 'Had Carrier' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });
});
