import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import userEvent from '@testing-library/user-event';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
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

  it('shows what the PDF shows and says when the PDF cannot be downloaded', async () => {
    resetSession({ enrollmentId: ENROLLMENT_ID, eprocess: 'applicant' });
    api.on(
      'get-receipt',
      ok({
        policy_id: 'BS-ABCD-EFGH',
        name: 'Ana Lopez',
        details: {
          effective_date: '01/01/2027',
          plans: [{ name: 'BrightSmile Dental PPO', option: 'PPO 1000', price: '$94.99' }],
          initial_cost: '$188.97',
          recurring_cost: '$94.99',
          people: [
            { name: 'Ana Lopez', relationship: 'member' },
            { name: 'Luis Lopez', relationship: 'spouse' },
          ],
          payment: { method: 'cc', detail: 'Card VISA xxxxxx1111, expires 09/2030' },
          email: 'ana@example.com',
        },
      }),
    );
    api.on('get-receipt-pdf', fieldErrors(['enrollment_id', 'This enrollment is not complete yet.']));
    open();
    expect(await screen.findByText('PPO 1000')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-first-month')).toHaveTextContent('$188.97');
    expect(screen.getByText('Luis Lopez')).toBeInTheDocument();
    expect(screen.getByText('Spouse')).toBeInTheDocument();
    expect(screen.getByText(/xxxxxx1111/)).toBeInTheDocument();
    expect(screen.getByText('Your coverage starts on 01/01/2027.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download receipt (PDF)' }));
    expect(
      await screen.findByText('The receipt could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
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
