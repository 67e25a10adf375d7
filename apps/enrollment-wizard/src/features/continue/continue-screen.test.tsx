import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { reloadTo } from '../../shared/continue/reload-to';

// jsdom cannot load another page; the reload is observed instead of performed.
vi.mock('../../shared/continue/reload-to', () => ({ reloadTo: vi.fn() }));

const ENROLLMENT_ID = 'enr_AbCdEfGhIjKlMnOpQrStUv';
const api = withTestApi();
beforeEach(() => {
  vi.mocked(reloadTo).mockClear();
  resetSession({ enrollmentId: 'old_AbCdEfGhIjKlMnOpQrStUv', cartCount: 3, eprocess: 'rep' });
  localStorage.setItem('someone-elses-key', 'x');
});

async function submit(code: string, email: string) {
  const user = userEvent.setup();
  if (code) await user.type(await screen.findByLabelText('Enrollment Code'), code);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('continue enrollment', () => {
  it('clears all local storage on arrival', async () => {
    renderScreen(<RemoteRoutes screen="continue-enrollment" />, { path: 'continue-enrollment' });
    expect(await screen.findByRole('heading', { name: 'Welcome to the Benefit Store' })).toBeInTheDocument();
    // The clearing runs in an effect after the first paint: on a busy machine it may come a little
    // after the heading shows.
    await waitFor(() => expect(sessionStore.getState().enrollmentId).toBeNull());
    expect(localStorage.getItem('someone-elses-key')).toBeNull();
  });

  it('asks for both values before calling the server', async () => {
    renderScreen(<RemoteRoutes screen="continue-enrollment" />, { path: 'continue-enrollment' });
    await submit('', '');
    expect(screen.getByLabelText('Enrollment Code')).toHaveAccessibleDescription('Please enter your code');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your e-mail');
    expect(api.calls).toHaveLength(0);
  });

  it('shows server errors beside code and e-mail and keeps what was typed', async () => {
    api.on(
      'continue-enrollment',
      fieldErrors(
        ['code', 'This code is not valid or has expired'],
        ['email', 'E-mail does not match this code'],
      ),
    );
    renderScreen(<RemoteRoutes screen="continue-enrollment" />, { path: 'continue-enrollment' });
    await submit('WRONG-1', 'casey.morgan@example.com');
    await waitFor(() =>
      expect(screen.getByLabelText('Enrollment Code')).toHaveAccessibleDescription(
        'This code is not valid or has expired',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('E-mail does not match this code');
    expect(screen.getByLabelText('Enrollment Code')).toHaveValue('WRONG-1');
    expect(api.callsTo('continue-enrollment')[0].body).toEqual({
      code: 'WRONG-1',
      email: 'casey.morgan@example.com',
    });
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('stores the saved context and reloads on the saved tab under the landing', async () => {
    api.on(
      'continue-enrollment',
      ok({
        result: {
          enrollment_id: ENROLLMENT_ID,
          saved_tab: 'contact_info',
          eprocess: 'applicant',
          completed: false,
          others: {
            group_id: 77,
            platform_group_id: 101,
            agent_id: 10109,
            open_type: 'user',
            type: 'new-user',
          },
        },
      }),
    );
    renderScreen(<RemoteRoutes screen="continue-enrollment" />, {
      path: 'continue-enrollment',
      at: '/summit-benefits/continue-enrollment',
    });
    await submit('DEMO-2468', 'casey.morgan@example.com');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/summit-benefits/enrollment/contact-info'));
    expect(sessionStore.getState()).toMatchObject({
      enrollmentId: ENROLLMENT_ID,
      group_id: 77,
      agent_id: 10109,
      AGENT_ID: 10109,
      portal_id: 101,
      open_type: 'user',
      eprocess: 'applicant',
      enroll_type: 'new-member',
      cartCount: 0,
    });
  });

  it('resumes a saved cart on /cart without the quote button', async () => {
    api.on(
      'continue-enrollment',
      ok({
        result: {
          enrollment_id: ENROLLMENT_ID,
          saved_tab: 'cart_info',
          eprocess: 'group',
          completed: false,
          others: {
            group_id: 1929,
            platform_group_id: null,
            agent_id: 10109,
            open_type: null,
            type: 'new-group-member',
          },
        },
      }),
    );
    renderScreen(<RemoteRoutes screen="continue-enrollment" />, { path: 'continue-enrollment' });
    await submit('DEMO-1', 'a@example.com');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/cart'));
    expect(sessionStore.getState()).toMatchObject({
      'show-quotation': 'no',
      enroll_type: 'new-group-member',
      open_type: null,
    });
  });

  it('says a completed enrollment is complete and opens no step', async () => {
    api.on(
      'continue-enrollment',
      ok({
        result: {
          enrollment_id: ENROLLMENT_ID,
          saved_tab: 'payment_info',
          eprocess: 'applicant',
          completed: true,
          others: {
            group_id: 77,
            platform_group_id: null,
            agent_id: 10109,
            open_type: 'user',
            type: 'new-member',
          },
        },
      }),
    );
    renderScreen(<RemoteRoutes screen="continue-enrollment" />, { path: 'continue-enrollment' });
    await submit('DEMO-2468', 'casey.morgan@example.com');
    expect(await screen.findByText('This enrollment is already complete.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('Enrollment Code')).not.toBeInTheDocument();
    expect(reloadTo).not.toHaveBeenCalled();
    expect(sessionStore.getState().enrollmentId).toBeNull();
  });
});
