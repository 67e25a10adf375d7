import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();
beforeEach(() => {
  resetSession({ eprocess: 'group', agent_id: 10109, group_id: 77, landing: 'northwind-employees' });
  api.on('get-group-info-enroll', ok({ group_id: 77, name: 'Northwind Traders', code: 'NWT077' }));
  api.on('get-enrollment-platforms', ok([{ platform_group_id: 101, platform_name: 'Individual Benefits' }]));
});

describe('group home', () => {
  it('welcomes the group; Current Member goes to the group member list', async () => {
    const user = userEvent.setup();
    renderScreen(<RemoteRoutes screen="group-home" />, {
      path: 'group-home',
      at: '/northwind-employees/group-home',
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Northwind Traders' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Current Member/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/northwind-employees/group-select-member',
    );
    expect(sessionStore.getState().enroll_type).toBe('existing-member');
  });

  it('New Member only chooses a portal, then goes to the quote form as new-group-member', async () => {
    const user = userEvent.setup();
    renderScreen(<RemoteRoutes screen="group-home" />, { path: 'group-home' });
    await user.click(await screen.findByRole('button', { name: /New Member/ }));
    await user.selectOptions(
      await screen.findByLabelText('Choose Enrollment Portal'),
      await screen.findByRole('option', { name: 'Individual Benefits' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/northwind-employees/home');
    expect(sessionStore.getState()).toMatchObject({
      portal_id: 101,
      enroll_type: 'new-group-member',
      group_id: 77,
    });
  });
});
