import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();
beforeEach(() => {
  resetSession({});
});

describe('forgot password', () => {
  it('mails a code, then takes the code and a new password; the way back stays under the card', async () => {
    const user = userEvent.setup();
    api.on('request-password-reset', ok({ message: 'If that e-mail is ours, a code is on its way.' }));
    api.on('reset-password', ok({ message: 'Your password was changed.' }));
    renderScreen(<RemoteRoutes screen="forgot-password" />, {
      path: 'forgot-password',
      at: '/forgot-password',
    });
    const card = await screen.findByRole('region', { name: 'Reset your password' });
    expect(within(card).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');

    await user.type(within(card).getByLabelText(/E-mail/), 'jordan@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send me a code' }));
    expect(
      await within(card).findByText('If that e-mail is ours, a code is on its way.'),
    ).toBeInTheDocument();
    expect(api.callsTo('request-password-reset')[0]!.body).toEqual({ email: 'jordan@example.com' });

    await user.type(within(card).getByLabelText(/Code from the e-mail/), 'ABC123');
    await user.type(within(card).getByLabelText(/^New password/), 'a-new-password-1');
    await user.click(within(card).getByRole('button', { name: 'Save new password' }));
    expect(await within(card).findByText('Your password was changed.')).toBeInTheDocument();
    expect(api.callsTo('reset-password')[0]!.body).toEqual({
      email: 'jordan@example.com',
      code: 'ABC123',
      password: 'a-new-password-1',
    });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });
});
