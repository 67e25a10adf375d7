import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit</button>
      <Modal
        open={open}
        title="Basic Details"
        onClose={() => setOpen(false)}
        footer={<button onClick={() => setOpen(false)}>Submit</button>}
      >
        <input aria-label="Zip Code" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that traps focus, closes on Esc and returns focus', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Basic Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByLabelText('Zip Code')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
