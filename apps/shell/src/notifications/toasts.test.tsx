import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify } from '@bs/api-client';
import { Toasts } from './toasts';

describe('Toasts', () => {
  it('keeps the live region in the page before any notice; notices show in order and are dismissed one by one', async () => {
    render(<Toasts />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toBeEmptyDOMElement();
    act(() => {
      notify('Warning!', 'You are offline.');
      notify('Success!', 'Saved.');
    });
    expect(await within(region).findByText('You are offline.')).toBeInTheDocument();
    expect(within(region).getByText('Saved.')).toBeInTheDocument();
    expect(within(region).getByText('Warning!')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification: Warning!' }));
    expect(within(region).queryByText('You are offline.')).toBeNull();
    expect(within(region).getByText('Saved.')).toBeInTheDocument();
  });
});
