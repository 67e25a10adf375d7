import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { ENROLLMENT_ID } from '../../test/wizard-api';

const api = withTestApi();
beforeEach(() => api.reset());

const open = () =>
  renderScreen(<RemoteRoutes screen="receipt" />, { path: 'confirmation', at: '/confirmation' });

describe('receipt', () => {
  it('thanks the member, shows the policy id, clears the stored enrollment id and links home', async () => {
    resetSession({ enrollmentId: ENROLLMENT_ID, eprocess: 'rep' });
    api.on('get-receipt', ok({ policy_id: 'BS-ABCD-EFGH', name: 'Ana Lopez' }));
    open();
    expect(await screen.findByText('Dear Ana Lopez, Thank you')).toBeInTheDocument();
    expect(screen.getByTestId('policy-id')).toHaveTextContent('BS-ABCD-EFGH');
    expect(
      screen.getByText("A receipt titled 'Enrollment Receipt' will be sent to the member and client."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/agent-home');
    expect(sessionStore.getState().enrollmentId).toBeNull();
  });

  it('without a stored enrollment says there is nothing to show', async () => {
    resetSession({ open_type: 'user', referral: 'abc' });
    open();
    expect(await screen.findByText('There is no completed enrollment to show.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute(
      'href',
      '/referrals?rid=abc',
    );
  });
});
