import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import type { StaffOverview } from '@bs/contract';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();

const EMPTY: StaffOverview = {
  scope: 'group',
  groups: 1,
  participation: { eligible: 0, enrolled: 0, waived: 0, in_progress: 0, invited: 0, not_started: 0 },
  windows: [],
  in_progress: { count: 0, first: [] },
  life_events_pending: 0,
  eoi_pending: null,
  recent_quotes: [],
};

afterEach(() => setLanguage('en'));

const lastQuery = (call: string) => api.callsTo(call).at(-1)?.query;
const section = async (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  api.on('get-group-info-enroll', ok({ group_id: 77, name: 'Northwind Traders', code: 'NWT077' }));
  api.on(
    'get-agent-info-enroll',
    ok({ agent_id: 10109, first_name: 'Ada', last_name: 'Rep', agent_code: 'A1' }),
  );
  api.on('get-enrollment-platforms', ok([]));
});

describe('staff home overview (issue 32)', () => {
  it("the group's home: participation, days left, the people in progress and the life events, each with its way in", async () => {
    resetSession({ eprocess: 'group', agent_id: 10109, group_id: 77 });
    api.on(
      'get-staff-overview',
      ok({
        ...EMPTY,
        participation: { eligible: 20, enrolled: 6, waived: 2, in_progress: 1, invited: 5, not_started: 6 },
        windows: [
          {
            group_id: 77,
            group_name: 'Northwind Traders',
            state: 'open',
            opens_on: '2026-11-01',
            closes_on: '2026-12-08',
            days_left: 10,
          },
        ],
        in_progress: {
          count: 1,
          first: [
            {
              census_id: 9,
              group_id: 77,
              group_name: 'Northwind Traders',
              first_name: 'Otto',
              last_name: 'Lee',
              last_activity_at: null,
            },
          ],
        },
        life_events_pending: 2,
      } satisfies StaffOverview),
    );
    renderScreen(<RemoteRoutes screen="group-home" />, { path: 'group-home' });
    const participation = await section('Participation');
    expect(participation).toHaveTextContent('40%');
    expect(participation).toHaveTextContent('8 of 20 eligible employees enrolled or declined');
    expect(within(participation).getByText('Not invited yet').parentElement).toHaveTextContent('6');
    expect(lastQuery('get-staff-overview')).toMatchObject({ group_id: '77' });

    expect(await section('Open enrollment')).toHaveTextContent('Open enrollment ends in 10 days');
    const progress = await section('Enrollments in progress');
    expect(within(progress).getByRole('link', { name: 'Otto Lee' })).toHaveAttribute(
      'href',
      '/enrollment-board?group=77&status=in_progress&search=Otto+Lee',
    );
    const waiting = await section('Waiting for a decision');
    expect(within(waiting).getByRole('link', { name: '2 life events to review' })).toHaveAttribute(
      'href',
      '/group-settings?group=77#life-events',
    );
    expect(waiting).not.toHaveTextContent(/insurability/);
    expect(await section('Your recent quotes')).toHaveTextContent('You have not e-mailed a quote yet.');
    // The first question opens the home: no Back out of the staff area to the public store.
    expect(
      within(await screen.findByRole('region', { name: 'Who do you want to enroll for?' })).queryByRole(
        'button',
        { name: 'Back' },
      ),
    ).not.toBeInTheDocument();
  });

  it("the rep's home in Spanish: empty census, no window, nothing in progress, the book's EOI count", async () => {
    resetSession({ eprocess: 'rep', agent_id: 10109, AGENT_ID: 10109 });
    setLanguage('es');
    api.on(
      'get-staff-overview',
      ok({
        ...EMPTY,
        scope: 'book',
        groups: 0,
        eoi_pending: 1,
        recent_quotes: [
          {
            sent_at: '2026-11-20T15:04:00.000Z',
            to: 'dana@example.com',
            group_name: null,
            plans: 2,
            monthly_cents: 6398,
            completed: true,
          },
        ],
      }),
    );
    renderScreen(<RemoteRoutes screen="agent-home" />, { path: 'agent-home' });
    const participation = await section('Participación');
    expect(participation).toHaveTextContent('Ninguno de sus grupos tiene censo todavía');
    expect(within(participation).getByRole('link', { name: 'Subir el censo' })).toHaveAttribute(
      'href',
      '/census',
    );
    expect(await section('Inscripción abierta')).toHaveTextContent('No hay inscripción abierta configurada.');
    expect(await section('Inscripciones en curso')).toHaveTextContent('No hay ninguna inscripción en curso.');
    const waiting = await section('Pendiente de decisión');
    expect(
      within(waiting).getByRole('link', {
        name: '1 caso de evidencia de asegurabilidad pendiente con la aseguradora',
      }),
    ).toHaveAttribute('href', '/eoi-cases');
    expect(await section('Sus cotizaciones recientes')).toHaveTextContent(
      'dana@example.com · 20 de noviembre de 2026, 2 planes, $63.98 al mes · inscrito',
    );
    expect(lastQuery('get-staff-overview')).toMatchObject({ agent_id: '10109' });
  });
});
