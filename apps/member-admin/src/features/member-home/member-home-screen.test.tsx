import { act, screen, waitFor, within } from '@testing-library/react';
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
  it("lists the member's coverage with its documents, and downloads one", async () => {
    const user = userEvent.setup();
    api.on(
      'get-member-coverage',
      ok({
        plans: [
          {
            plan_id: 1006,
            plan_name: 'Lifetime Term',
            category: 'term_life',
            status: 'ACTIVE',
            policy_id: 'POL-123',
            effective_date: '2026-01-01',
            monthly_cents: 2599,
            amount_in_force: 200_000,
            amount_pending: 50_000,
            documents: [
              {
                document_id: 41,
                plan_id: 1006,
                kind: 'sbc',
                language: 'en',
                file_name: 'sbc.pdf',
                byte_size: 2048,
                uploaded_at: '2026-01-01T00:00:00Z',
              },
            ],
          },
          {
            plan_id: 1004,
            plan_name: 'Vision Care',
            category: 'vision',
            status: 'PENDING',
            policy_id: 'POL-124',
            effective_date: null,
            monthly_cents: null,
            amount_in_force: null,
            amount_pending: 0,
            documents: [],
          },
        ],
      }),
    );
    api.on(
      'get-plan-document-file',
      ok({ file_name: 'sbc.pdf', content_type: 'application/pdf', content_base64: 'JVBERi0=' }),
    );
    renderHome();
    const coverage = await screen.findByRole('region', { name: 'Your coverage' });
    expect(
      await within(coverage).findByText('Active · from January 1, 2026 · $25.99 a month · policy POL-123'),
    ).toBeInTheDocument();
    expect(within(coverage).getByText('Pending · policy POL-124')).toBeInTheDocument();
    // A life plan's cover in force and what still waits for the carrier; vision sells no amount.
    expect(within(coverage).getByText('$200,000 in force')).toBeInTheDocument();
    expect(within(coverage).getByText('$50,000 pending evidence of insurability')).toBeInTheDocument();
    expect(within(coverage).getAllByText(/in force$/)).toHaveLength(1);
    await user.click(
      within(coverage).getByRole('button', { name: 'Summary of Benefits and Coverage (PDF)' }),
    );
    await waitFor(() =>
      expect(api.callsTo('get-plan-document-file')[0]?.query).toEqual({ document_id: '41' }),
    );
    expect(api.callsTo('get-member-coverage')[0].query).toEqual({ user_id: '5002' });
  });

  it('says so when the member has no plans in force, in Spanish', async () => {
    setLanguage('es');
    api.on('get-member-coverage', ok({ plans: [] }));
    renderHome();
    const coverage = await screen.findByRole('region', { name: 'Su cobertura' });
    expect(await within(coverage).findByText('Aún no tiene planes vigentes.')).toBeInTheDocument();
  });

  it("says a life plan's cover in force after the carrier's decision, in Spanish, with nothing pending", async () => {
    setLanguage('es');
    api.on(
      'get-member-coverage',
      ok({
        plans: [
          {
            plan_id: 1003,
            plan_name: 'Guardian Term Life 20',
            category: 'term_life',
            status: 'ACTIVE',
            policy_id: 'POL-5002-1003',
            effective_date: '2026-01-01',
            monthly_cents: 5198,
            amount_in_force: 200_000,
            amount_pending: 0,
            documents: [],
          },
        ],
      }),
    );
    renderHome();
    const coverage = await screen.findByRole('region', { name: 'Su cobertura' });
    expect(await within(coverage).findByText('$200,000 vigentes')).toBeInTheDocument();
    expect(within(coverage).getByText(/\$51\.98 al mes/)).toBeInTheDocument();
    expect(within(coverage).queryByText(/pendientes de prueba/)).toBeNull();
  });

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
    // No member, no call and no coverage (a coverage or cards call an earlier test started may still land).
    expect(api.calls.filter((c) => c.name !== 'get-member-coverage' && c.name !== 'list-id-cards')).toEqual(
      [],
    );
    expect(screen.queryByRole('region', { name: 'Your coverage' })).toBeNull();
  });
});
