import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage } from '@bs/i18n';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const CONTACT = { name: 'Lakeside Manufacturing', phone: '(800) 555-0142', email: 'hr@lakeside.example' };
const api = withTestApi();
beforeEach(() => resetSession({}));
afterEach(() => setLanguage('en'));

const open = (query = '') =>
  renderScreen(<RemoteRoutes screen="invitation" />, {
    path: 'invitation/:token',
    at: `/invitation/${TOKEN}${query}`,
  });
const OPEN = {
  state: 'open',
  first_name: 'Ana',
  group_id: 4100,
  agent_id: 20417,
  group_name: 'Lakeside Manufacturing',
  temp_enrollment_id: 'Inv0123456789abcdefghijk',
  tier: 'IO',
  waived_at: null,
  waive_reason: null,
  contact: CONTACT,
} as const;

describe('invitation page', () => {
  it('greets the employee, keeps the enrollment the server started, and declines with a reason', async () => {
    api.on('open-invitation', ok(OPEN));
    api.on('waive-coverage', ok({ waived_at: '2026-11-26T15:00:00.000Z' }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeInTheDocument();
    expect(api.callsTo('open-invitation')).toHaveLength(1);
    expect(sessionStore.getState()).toMatchObject({
      enrollmentId: 'Inv0123456789abcdefghijk',
      group_id: 4100,
      agent_id: 20417,
      eprocess: 'applicant',
    });
    // The token is a credential: never kept in local storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "I don't want coverage" }));
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Decline coverage' }));
    expect(await screen.findByLabelText('Your reason')).toHaveAccessibleDescription(/Please tell us why\./);
    expect(api.callsTo('waive-coverage')).toHaveLength(0);
    await user.type(screen.getByLabelText('Your reason'), 'Moving abroad');
    await user.click(screen.getByRole('button', { name: 'Decline coverage' }));
    expect(await screen.findByText(/that you don't want coverage/)).toBeInTheDocument();
    expect(api.callsTo('waive-coverage')[0].body).toEqual({
      token: TOKEN,
      reason: 'other',
      text: 'Moving abroad',
    });
  });

  it("opens in the census's language the link names", async () => {
    api.on('open-invitation', ok(OPEN));
    open('?lang=es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le damos la bienvenida, Ana' }),
    ).toBeInTheDocument();
    expect(currentLanguage()).toBe('es');
  });

  it('says an expired link has expired and whom to contact', async () => {
    api.on('open-invitation', ok({ state: 'expired', contact: CONTACT }));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
    expect(sessionStore.getState().enrollmentId).toBeNull();
  });

  it('in a second browser asks for the birth date before showing anything, with the error beside the field', async () => {
    api.on(
      'open-invitation',
      ok({ state: 'prove', group_name: 'Lakeside Manufacturing', code_only: false, contact: CONTACT }),
    );
    api.on('prove-invitation', (req) =>
      (req.body as { birthdate?: string }).birthdate === '11/23/1979'
        ? ok({
            state: 'open',
            first_name: 'Ana',
            group_id: 4100,
            agent_id: 20417,
            group_name: 'Lakeside Manufacturing',
            temp_enrollment_id: 'Inv0123456789abcdefghijk',
            tier: 'IO',
            waived_at: null,
            waive_reason: null,
            contact: CONTACT,
          })
        : fieldErrors(['birthdate', 'This date of birth does not match our records.']),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: "Confirm it's you" })).toBeInTheDocument();
    expect(screen.queryByText(/Ana/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I don't want coverage" })).not.toBeInTheDocument();
    expect(sessionStore.getState().enrollmentId).toBeNull();
    const user = userEvent.setup();
    const dob = screen.getByRole('textbox', { name: /^Date of Birth/ });
    await user.type(dob, '01011980');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This date of birth does not match our records.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Date of Birth/ })).toHaveAccessibleDescription(
      /This date of birth does not match our records\./,
    );
    await user.clear(screen.getByRole('textbox', { name: /^Date of Birth/ }));
    await user.type(screen.getByRole('textbox', { name: /^Date of Birth/ }), '11231979');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeInTheDocument();
    expect(sessionStore.getState().enrollmentId).toBe('Inv0123456789abcdefghijk');
  });
});
