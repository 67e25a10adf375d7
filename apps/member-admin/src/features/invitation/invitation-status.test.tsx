import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import { openInvitationAnswer } from '../../test/open-invitation';
import RemoteRoutes from '../../routes';

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const api = withTestApi();
beforeEach(() => {
  resetSession({});
  api.on('open-invitation', ok(openInvitationAnswer('Carla')));
});
afterEach(() => setLanguage('en'));

const open = () =>
  renderScreen(<RemoteRoutes screen="invitation" />, {
    path: 'invitation/:token',
    at: `/invitation/${TOKEN}`,
  });

const refused = (status: 'denied' | 'expired', reason: string, label = 'Birth or adoption') =>
  ok({
    may: false,
    reason: 'closed',
    can_report_event: true,
    event_kinds: [],
    refused_event: {
      kind: 'birth',
      label,
      event_date: '2026-11-18',
      status,
      reason,
    },
  });

describe('the invitation landing says whether the employee may enroll today', () => {
  it('during open enrollment: the days left and the last day, asked for with the link', async () => {
    api.on(
      'get-enrollment-status',
      ok({ may: true, reason: 'open-enrollment', closes_on: '2026-12-08', days_left: 10 }),
    );
    open();
    expect(await screen.findByText('Open enrollment ends in 10 days')).toBeInTheDocument();
    expect(screen.getByText(/December 8, 2026/)).toBeInTheDocument();
    expect(api.callsTo('get-enrollment-status')[0].query).toEqual({ token: TOKEN });
    // Informs only: the way to the plans stays.
    expect(screen.getByRole('link', { name: 'Choose my plans' })).toBeInTheDocument();
  });

  it('after it: "Enrollment is closed" with the way in that remains, in English and Spanish', async () => {
    api.on('get-enrollment-status', ok({ may: false, reason: 'closed', can_report_event: true }));
    open();
    expect(await screen.findByText('Enrollment is closed')).toBeInTheDocument();
    expect(screen.getByText(/report a life event .* or contact your administrator/)).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    setLanguage('es');
    api.on('get-enrollment-status', ok({ may: false, reason: 'closed', can_report_event: false }));
    open();
    expect(await screen.findByText('La inscripción está cerrada')).toBeInTheDocument();
    expect(screen.getByText(/comuníquese con su administrador/)).toBeInTheDocument();
  });

  it("says why the employee's last life event did not go through", async () => {
    api.on('get-enrollment-status', refused('denied', 'The certificate names another employee.'));
    open();
    expect(
      await screen.findByText('Life event not approved: Birth or adoption on November 18, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Reason: The certificate names another employee\./)).toBeInTheDocument();
    expect(screen.getByText('Enrollment is closed')).toBeInTheDocument();
  });

  it("says why in Spanish, an expiry in the platform's words", async () => {
    setLanguage('es');
    api.on(
      'get-enrollment-status',
      refused(
        'expired',
        'El documento que necesita este evento no llegó a más tardar el 2026-11-28.',
        'Nacimiento o adopción',
      ),
    );
    open();
    expect(
      await screen.findByText(
        'Evento de vida cerrado sin cambios: Nacimiento o adopción del 18 de noviembre de 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Motivo: El documento que necesita este evento no llegó/)).toBeInTheDocument();
  });
});
