import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DobInput } from './dob-input';

function Harness() {
  const [value, setValue] = useState('');
  return <DobInput value={value} onValueChange={setValue} />;
}

describe('DobInput', () => {
  it('formats as the user types: slashes, zero-padding, clamping and 10 characters', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(input).toHaveAttribute('maxLength', '10');
    expect(input).toHaveAttribute('inputMode', 'numeric');
    await userEvent.type(input, '5');
    expect(input).toHaveValue('05/');
    await userEvent.type(input, '4');
    expect(input).toHaveValue('05/04/');
    await userEvent.type(input, '1988');
    expect(input).toHaveValue('05/04/1988');
  });

  it('forces an out-of-range month into 1-12', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Date of Birth');
    await userEvent.type(input, '13');
    expect(input).toHaveValue('1');
  });
});

describe('DobInput with typed slashes', () => {
  it.each([
    ['01/01/2015', '01/01/2015'],
    ['1/5/1990', '01/05/1990'],
    ['12/31/1999', '12/31/1999'],
  ])('typing %s gives %s', async (typed, shown) => {
    render(<Harness />);
    const input = screen.getByLabelText('Date of Birth');
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
  });
});

describe('DobInput deleting', () => {
  it('lets backspace remove an auto-inserted slash', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Date of Birth');
    await userEvent.type(input, '0418');
    expect(input).toHaveValue('04/18/');
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('04');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('');
  });
});
