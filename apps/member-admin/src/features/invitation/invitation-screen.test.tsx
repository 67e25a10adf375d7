import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage } from '@bs/i18n';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import { openInvitationAnswer } from '../../test/open-invitation';
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
const OPEN = openInvitationAnswer('Ana', { contact: CONTACT });
/** What the API computed for Northwind's dental and a plan it pays nothing towards (ADR 0033). */
const PAY = {
  frequency: 'biweekly',
  paychecks_per_year: 26,
  employee_per_paycheck: 9.23,
  employer_per_paycheck: 9.23,
  employee_monthly: 20,
  employer_monthly: 20,
  pre_tax: true,
} as const;
const PRICED = {
  ...OPEN,
  plans: [
    { plan_id: 1001, plan_name: 'BrightSmile Dental', category: 'dental', pay: PAY },
    {
      plan_id: 1002,
      plan_name: 'ClearView Vision',
      category: 'vision',
      pay: {
        ...PAY,
        employee_per_paycheck: 4.15,
        employer_per_paycheck: 0,
        employee_monthly: 9,
        employer_monthly: 0,
      },
    },
  ],
};

describe('invitation page', () => {
  it('greets the employee, keeps the enrollment the server started, and declines with a reason', async () => {
    api.on('open-invitation', ok(OPEN));
    api.on('waive-coverage', ok({ waived_at: '2026-11-26T15:00:00.000Z' }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeInTheDocument();
    expect(api.callsTo('open-invitation')).toHaveLength(1);
    // What the census holds, to check before enrolling: name, e-mail and employee id.
    const onFile = screen.getByRole('region', { name: 'What Lakeside Manufacturing has on file' });
    expect(within(onFile).getByText('Employee ID').nextSibling).toHaveTextContent('LK-1007');
    expect(within(onFile).getByText('ana.rivera@example.com')).toBeInTheDocument();
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
    expect(
      screen.getByRole('region', { name: 'Lo que Lakeside Manufacturing tiene registrado' }),
    ).toHaveTextContent('Número de empleadoLK-1007');
  });

  it("lists the group's plans from per paycheck with the employer's share, as the API computed them", async () => {
    api.on('open-invitation', ok(PRICED));
    open();
    const list = await screen.findByRole('region', { name: 'What it costs per paycheck' });
    const [dental, vision] = within(list).getAllByRole('listitem');
    expect(dental).toHaveTextContent('BrightSmile Dental');
    expect(dental).toHaveTextContent('From $9.23 per paycheck, 26 a year');
    expect(dental).toHaveTextContent('Employer $20.00/month');
    expect(vision).toHaveTextContent('From $4.15 per paycheck, 26 a year');
    expect(vision).not.toHaveTextContent('Employer');
  });

  it('words the same amounts in Spanish', async () => {
    api.on('open-invitation', ok(PRICED));
    open('?lang=es');
    const list = await screen.findByRole('region', { name: 'Lo que cuesta por pago de nómina' });
    const [dental] = within(list).getAllByRole('listitem');
    expect(dental).toHaveTextContent(/9[.,]23/);
    expect(dental).toHaveTextContent(/por pago de nómina, 26 al año/);
    expect(dental).toHaveTextContent(/Empleador .*20[.,]00/);
  });

  it('shows no price list when the group has no pay schedule', async () => {
    api.on('open-invitation', ok(OPEN));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' });
    expect(screen.queryByRole('region', { name: 'What it costs per paycheck' })).not.toBeInTheDocument();
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
        ? ok(OPEN)
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
