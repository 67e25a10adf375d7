import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const ENROLLMENT_ID = 'Mem0123456789abcdefghijk';
const api = withTestApi();
beforeEach(() => {
  resetSession({ eprocess: 'applicant', USER_ID: 5002 });
  api.on(
    'get-member-info',
    ok({
      member_info: { first_name: 'James', last_name: 'Carter', userid: 5002 },
      agent_info: { agent_id: 10109, first_name: 'Jordan', last_name: 'Avery', agent_code: 'JAV10109' },
      group_info: { group_id: 77, name: 'Northwind Traders', code: 'NWT077' },
    }),
  );
});
afterEach(() => setLanguage('en'));

const renderHome = () => renderScreen(<RemoteRoutes screen="member-home" />, { path: 'member-home' });

describe('member home', () => {
  it('greets the member, asks for a tier, then starts their enrollment and opens /plans', async () => {
    const user = userEvent.setup();
    api.on('add-filter-for-member', ok({ temp_enrollment_id: ENROLLMENT_ID, show_quotation: 'no' }));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Welcome, James Carter' })).toBeInTheDocument();
    expect(api.callsTo('get-member-info')[0].query).toEqual({ user_id: '5002' });
    const tier = screen.getByRole('combobox', { name: /Choose Tier/ });
    expect(
      Array.from((tier as HTMLSelectElement).options)
        .slice(1)
        .map((o) => o.text),
    ).toEqual(['IO Member Only', 'IS Member + Spouse', 'IC Member + Child(ren)', 'IF Family']);
    // A first screen: no Back without a destination (Submit is the only action).
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(tier).toHaveAccessibleDescription('Please choose a tier');
    await user.selectOptions(tier, 'IC Member + Child(ren)');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/plans');
    expect(api.callsTo('add-filter-for-member')[0].body).toEqual({ user_id: 5002, tier: 'IC' });
    expect(sessionStore.getState()).toMatchObject({
      enrollmentId: ENROLLMENT_ID,
      'show-quotation': 'no',
      enroll_type: 'existing-member',
      agent_id: 10109,
      group_id: 77,
    });
  });

  it("shows 'Please choose a tier' when the server refuses, in the reader's language", async () => {
    const user = userEvent.setup();
    api.on('add-filter-for-member', {
      ...fieldErrors(['user_id', 'This member was not found.']),
      status: 404,
    });
    renderHome();
    const tier = await screen.findByRole('combobox', { name: /Choose Tier/ });
    await user.selectOptions(tier, 'IO Member Only');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(tier).toHaveAccessibleDescription('Please choose a tier'));
    act(() => setLanguage('es'));
    expect(
      await screen.findByRole('heading', { name: 'Le damos la bienvenida, James Carter' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });

  it('explains itself when no member is signed in', async () => {
    resetSession({ eprocess: 'applicant' });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'This page is for members' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
