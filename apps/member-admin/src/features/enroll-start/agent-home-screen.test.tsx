import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();
beforeEach(() => {
  resetSession({ eprocess: 'rep', agent_id: 10109, AGENT_ID: 10109, group_id: 77 });
  api.on(
    'get-agent-info-enroll',
    ok({ agent_id: 10109, first_name: 'Jordan', last_name: 'Avery', agent_code: 'JAV10109' }),
  );
  api.on(
    'get-enrollment-platforms',
    ok([
      { platform_group_id: 101, platform_name: 'Individual Benefits' },
      { platform_group_id: 102, platform_name: 'Group Voluntary Benefits' },
    ]),
  );
  api.on(
    'get-agent-groups',
    ok([
      { gid: 77, gname: 'Northwind Traders' },
      { gid: 1929, gname: 'Riverside Unified School District' },
    ]),
  );
});

const renderAgentHome = () => renderScreen(<RemoteRoutes screen="agent-home" />, { path: 'agent-home' });

async function toPortalStep(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Welcome, Jordan Avery' });
  await user.click(screen.getByRole('button', { name: /New Member/ }));
  return screen.findByLabelText('Choose Enrollment Portal');
}

describe('agent home', () => {
  it('welcomes the rep and sends Current Member to the member list', async () => {
    const user = userEvent.setup();
    renderAgentHome();
    expect(await screen.findByRole('heading', { name: 'Welcome, Jordan Avery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who do you want to enroll for?' })).toBeInTheDocument();
    screen.getByRole('button', { name: /Current Member/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/agent-select-member');
    expect(sessionStore.getState().enroll_type).toBe('existing-member');
  });

  it('requires a portal ("Please choose a platform") and has Back on the step', async () => {
    const user = userEvent.setup();
    renderAgentHome();
    const select = await toPortalStep(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(select).toHaveAccessibleDescription('Please choose a platform');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Focus moves in an effect after the heading is in the page: wait for it, as a reader would.
    const heading = await screen.findByRole('heading', { name: 'Who do you want to enroll for?' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('starts a direct new-member enrollment on the chosen portal', async () => {
    const user = userEvent.setup();
    renderAgentHome();
    const select = await toPortalStep(user);
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Group Voluntary Benefits' })).toBeInTheDocument(),
    );
    await user.selectOptions(select, 'Group Voluntary Benefits');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Start New Member Enrollment' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(sessionStore.getState()).toMatchObject({ portal_id: 102, enroll_type: 'new-member' });
    expect(api.callsTo('get-enrollment-platforms')[0].query).toEqual({ agent_id: '10109' });
  });

  it('enrolls a new member into a chosen group, and asks for one first', async () => {
    const user = userEvent.setup();
    renderAgentHome();
    await user.selectOptions(
      await toPortalStep(user),
      await screen.findByRole('option', { name: 'Individual Benefits' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const groups = await screen.findByLabelText('Choose Group');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enroll' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(groups).toHaveAccessibleDescription('Please choose a group');
    await user.selectOptions(groups, 'Riverside Unified School District');
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(sessionStore.getState()).toMatchObject({
      portal_id: 101,
      group_id: 1929,
      enroll_type: 'new-group-member',
    });
  });

  it('explains itself instead of crashing when the session has no rep', async () => {
    resetSession({ eprocess: 'applicant', open_type: 'user' });
    renderAgentHome();
    expect(
      await screen.findByRole('heading', { name: 'This page is for representatives' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(api.calls).toHaveLength(0);
  });
});

describe('agent home variants', () => {
  it.each(['ben-advance-home', 'website'])(
    '%s is the rep home with New Member and Current Member',
    async (id) => {
      renderScreen(<RemoteRoutes screen={id} />, { path: id === 'website' ? 'website' : 'BenAdvanceHome' });
      expect(
        await screen.findByRole('heading', { name: 'Who do you want to enroll for?' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /New Member/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Current Member/ })).toBeInTheDocument();
    },
  );
});
