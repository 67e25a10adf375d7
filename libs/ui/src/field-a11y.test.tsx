import { useState, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { CheckboxGroup, RadioGroup } from './choice-group';
import { DobInput } from './dob-input';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

/** The element a control's aria-describedby names, by id. */
const describedNodes = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id));

/** A form with one field whose error appears on submit and goes when the person types. */
function Form({ field }: { field: (error: string | null, clear: () => void) => ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setError('Please fill this in');
      }}
    >
      {field(error, () => setError(null))}
      <button type="submit">Send</button>
    </form>
  );
}

const FIELDS = {
  TextField: (error: string | null, clear: () => void) => (
    <TextField label="Name" hint="As on your ID" required error={error} onChange={clear} />
  ),
  SelectField: (error: string | null, clear: () => void) => (
    <SelectField
      label="Name"
      hint="As on your ID"
      required
      placeholder="Choose"
      options={[{ value: 'a', label: 'A' }]}
      error={error}
      onChange={clear}
    />
  ),
  TextAreaField: (error: string | null, clear: () => void) => (
    <TextAreaField label="Name" hint="As on your ID" required error={error} onChange={clear} />
  ),
  DobInput: (error: string | null, clear: () => void) => (
    <DobInput label="Name" hint="As on your ID" required value="" error={error} onValueChange={clear} />
  ),
};

describe.each(Object.entries(FIELDS))('%s error wiring', (_name, field) => {
  it('is valid, required and described by its hint only, until there is an error', () => {
    render(<Form field={field} />);
    const control = screen.getByLabelText('Name');
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).toHaveAttribute('aria-required', 'true');
    expect(control).toHaveAccessibleDescription('As on your ID');
  });

  it('on error: aria-invalid, described by hint then error, announced from a polite region that was already there', async () => {
    render(<Form field={field} />);
    const control = screen.getByLabelText('Name');
    // The live region exists, empty, before any error (a region inserted with its text is not reliably read).
    const slots = Array.from(document.querySelectorAll('[aria-live="polite"]'));
    expect(slots).toHaveLength(1);
    expect(slots[0]).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('As on your ID Please fill this in');
    const [hint, error] = describedNodes(control);
    expect(hint).toHaveTextContent('As on your ID');
    expect(error).toBe(slots[0]);
    expect(error).toHaveTextContent('Please fill this in');
    // One announcement, not two: the message is no alert of its own and sits in no other live region.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(error?.parentElement?.closest('[aria-live], [role="alert"], [role="status"]')).toBeNull();
  });

  it('drops invalid and the error description once the error is gone', async () => {
    render(<Form field={field} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const control = screen.getByLabelText('Name');
    if (control.tagName === 'SELECT') await userEvent.selectOptions(control, 'a');
    else await userEvent.type(control, '1');
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).toHaveAccessibleDescription('As on your ID');
  });
});

describe('choice groups', () => {
  function Choices({ kind, error }: { kind: 'radio' | 'checkbox'; error?: string }) {
    const options = [
      { value: '1', label: 'Yes' },
      { value: '0', label: 'No' },
    ];
    return kind === 'radio' ? (
      <RadioGroup
        legend="Do you smoke?"
        name="smoke"
        value=""
        onChange={() => {}}
        options={options}
        error={error}
        hint="Any tobacco"
      />
    ) : (
      <CheckboxGroup
        legend="Do you smoke?"
        values={[]}
        onChange={() => {}}
        options={options}
        error={error}
        hint="Any tobacco"
      />
    );
  }

  it.each(['radio', 'checkbox'] as const)(
    'a %s group ties its error to the fieldset and marks each choice invalid',
    (kind) => {
      const { rerender } = render(<Choices kind={kind} />);
      const group = screen.getByRole('group', { name: 'Do you smoke?' });
      expect(group).toHaveAccessibleDescription('Any tobacco');
      expect(group).not.toHaveAttribute('aria-invalid');
      for (const choice of within(group).getAllByRole(kind))
        expect(choice).not.toHaveAttribute('aria-invalid');

      rerender(<Choices kind={kind} error="Please choose Yes or No" />);
      expect(group).toHaveAttribute('aria-invalid', 'true');
      expect(group).toHaveAccessibleDescription('Any tobacco Please choose Yes or No');
      for (const choice of within(group).getAllByRole(kind))
        expect(choice).toHaveAttribute('aria-invalid', 'true');
      const [, error] = describedNodes(group);
      expect(error).toHaveAttribute('aria-live', 'polite');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});

describe('Alert', () => {
  it('errors are alerts, success and info are status messages', () => {
    render(
      <>
        <Alert tone="error">Something went wrong</Alert>
        <Alert tone="success">Saved</Alert>
        <Alert>Note</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Saved', 'Note']);
  });

  it('a status box is in the page before its message, so the message is announced as a change', () => {
    const seen: (string | null)[] = [];
    function Probe() {
      return (
        <div
          ref={(el) => {
            if (el) seen.push(el.querySelector('[role="status"]')?.textContent ?? null);
          }}
        >
          <Alert tone="success">Answers saved</Alert>
        </div>
      );
    }
    render(<Probe />);
    // At first attach the region was empty; the text arrived in a later commit.
    expect(seen[0]).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('Answers saved');
  });

  it('an error alert carries its message from the start (alerts are announced when added)', () => {
    render(<Alert tone="error">Card declined</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Card declined');
  });
});
