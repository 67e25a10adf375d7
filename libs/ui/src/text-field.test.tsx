import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';
import { TextField } from './text-field';

describe('field error wiring', () => {
  it('labels the input and ties the error to it', () => {
    render(<TextField label="Zip Code" error="Zip code is not valid" defaultValue="0000" />);
    const input = screen.getByLabelText('Zip Code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Zip code is not valid');
    // Announced politely from its own live region, not as one alert per field.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not invalid and has no description without an error', () => {
    render(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('gives a select its placeholder option and error', () => {
    render(
      <SelectField
        label="Tier"
        placeholder="Choose Tier"
        options={[{ value: 'IO', label: 'IO Member Only' }]}
        error="Please choose a tier"
        defaultValue=""
      />,
    );
    const select = screen.getByLabelText('Tier');
    expect(select).toHaveDisplayValue('Choose Tier');
    expect(select).toHaveAccessibleDescription('Please choose a tier');
  });
});
