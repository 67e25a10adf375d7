import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();
beforeEach(() => {
  // An anonymous visit left a cart and an open type behind: signing in replaces them.
  resetSession({
    landing: 'summit-benefits',
    open_type: 'user',
    eprocess: 'applicant',
    enrollmentId: 'abc',
    cartCount: 2,
  });
});

const rep = {
  signed_in: true,
  principal: { kind: 'rep', first_name: 'Jordan', last_name: 'Avery', email: 'jordan@example.com' },
  session_keys: { eprocess: 'rep', agent_id: 10109, group_id: null, USER_ID: null },
  home: '/agent-home',
};

describe('sign-in', () => {
  it("checks both fields, then sets the spec's session keys and opens the rep home", async () => {
    const user = userEvent.setup();
    api.on('sign-in', ok(rep));
    renderScreen(<RemoteRoutes screen="sign-in" />, { path: 'sign-in', at: '/summit-benefits/sign-in' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your e-mail')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(api.callsTo('sign-in')).toHaveLength(0);

    await user.type(screen.getByLabelText(/E-mail/), 'jordan@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'demo-rep-10109');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/summit-benefits/agent-home');
    expect(api.callsTo('sign-in')[0]!.body).toEqual({
      email: 'jordan@example.com',
      password: 'demo-rep-10109',
    });
    const s = sessionStore.getState();
    expect([
      s.eprocess,
      s.agent_id,
      s.AGENT_ID,
      s.group_id,
      s.USER_ID,
      s.open_type,
      s.enrollmentId,
      s.cartCount,
    ]).toEqual(['rep', 10109, 10109, null, null, null, null, 0]);
    expect([s.landing, s.signed_in_as]).toEqual(['summit-benefits', 'Jordan Avery']);
  });

  it("shows the server's message beside the password and keeps the e-mail", async () => {
    const user = userEvent.setup();
    api.on('sign-in', {
      ...fieldErrors(['password', 'The e-mail or password is not correct.']),
      status: 401,
    });
    renderScreen(<RemoteRoutes screen="sign-in" />, { path: 'sign-in' });
    await user.type(await screen.findByLabelText(/E-mail/), 'jordan@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText(/^Password/);
    expect(await screen.findByText('The e-mail or password is not correct.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('The e-mail or password is not correct.');
    expect(password).toHaveValue('');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('jordan@example.com');
    expect(sessionStore.getState().signed_in_as).toBeNull();
  });
});
