import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { answerBook } from './test-book';

const ENROLLMENT_ID = 'Tmp0123456789abcdefghijk';
const api = withTestApi();
beforeEach(() => {
  resetSession({ eprocess: 'rep', agent_id: 10109, AGENT_ID: 10109, group_id: 1929 });
  api.on('get-agent-members', answerBook);
  api.on('get-group-users', answerBook);
});

const renderList = (screenId = 'agent-select-member', at?: string) =>
  renderScreen(<RemoteRoutes screen={screenId} />, { path: screenId, at });

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('current members', () => {
  it('lists 5 members a page with the spec columns, SSN masked, non-active plans marked', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Current Members' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Name',
      'Date of Birth',
      'E-mail',
      'SSN',
      'Plans',
      'Action',
    ]);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('7 members found · Showing 1–5 of 7')).toBeInTheDocument();
    const emma = bodyRows()[0];
    expect(within(emma).getByRole('rowheader')).toHaveTextContent('Emma Anderson');
    expect(emma).toHaveTextContent('*****5101');
    // Not by colour alone: the status is written and non-active ones say so.
    const pending = within(bodyRows()[1]).getByText(/Vision Basic/);
    expect(pending).toHaveTextContent('Vision Basic (PENDING), not active');
    expect(within(emma).getByText(/Dental Plus/)).not.toHaveTextContent('not active');
    expect(api.callsTo('get-agent-members')[0].query).toEqual({ agent_id: '10109', page: '1' });
  });

  it('searches on the server and pages with the abbreviated pager', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'son{Enter}');
    await waitFor(() =>
      expect(api.callsTo('get-agent-members').at(-1)!.query).toMatchObject({ search: 'son' }),
    );
    expect(await screen.findByText('7 members found · Showing 1–5 of 7')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('7 members found · Showing 6–7 of 7')).toBeInTheDocument();
    expect(bodyRows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Ethan Thompson',
      'Mia Wilson',
    ]);
    await waitFor(() => expect(screen.getByRole('heading', { name: /Showing 6–7/ })).toHaveFocus());
    expect(api.callsTo('get-agent-members').at(-1)!.query).toEqual({
      agent_id: '10109',
      search: 'son',
      page: '2',
    });
  });

  it('says when no member matches, and clears the search', async () => {
    const user = userEvent.setup();
    renderList('agent-select-member', '/agent-select-member?search=zzz');
    expect(await screen.findByRole('heading', { name: 'No members match your search' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('Enroll Now asks for a tier (Back, Submit), starts the filter and opens /plans', async () => {
    const user = userEvent.setup();
    api.on('add-filter-for-existing-user', ok({ temp_enrollment_id: ENROLLMENT_ID, show_quotation: 'yes' }));
    renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Enroll Now: Noah Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Tier for Noah Johnson' });
    const tier = within(dialog).getByRole('combobox', { name: /Choose Tier/ });
    // Focus moves into the dialog (the shared Modal focuses its first control).
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(tier).toHaveAccessibleDescription('Please choose a tier');
    expect(api.callsTo('add-filter-for-existing-user')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enroll Now: Noah Johnson' }));
    const again = await screen.findByRole('dialog');
    await user.selectOptions(within(again).getByRole('combobox'), 'IS Member + Spouse');
    await user.click(within(again).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/plans');
    expect(api.callsTo('add-filter-for-existing-user')[0].body).toEqual({
      enroll_type: 'existing-member',
      user_id: 5104,
      tier: 'IS',
      eprocess: 'rep',
      agent_id: 10109,
    });
    expect(sessionStore.getState()).toMatchObject({
      enrollmentId: ENROLLMENT_ID,
      group_id: 77,
      'show-quotation': 'yes',
      enroll_type: 'existing-member',
    });
  });

  it("reports a life event for a member with the board's panel, then takes its document", async () => {
    const user = userEvent.setup();
    const kinds = [
      { kind: 'marriage', label: 'Marriage', days_before: 0, days_after: 30, documents: 'required' },
    ];
    api.on('get-enrollment-status', () =>
      ok({
        may: false,
        reason: 'closed',
        can_report_event: true,
        event_kinds: kinds,
        ...(api.callsTo('report-life-event').length > 0 && {
          may: true,
          reason: 'life-event',
          event_id: 81,
          closes_on: '2026-12-25',
          days_left: 27,
          coverage_starts_on: '2027-01-01',
          awaiting_approval: true,
          open_event: {
            kind: 'marriage',
            label: 'Marriage',
            event_date: '2026-11-25',
            documents: 'required',
            documents_received: 0,
            documents_due_on: '2026-12-28',
          },
        }),
      }),
    );
    api.on(
      'report-life-event',
      ok({
        event_id: 81,
        kind: 'marriage',
        event_date: '2026-11-25',
        deadline: '2026-12-25',
        documents_due_on: '2026-12-28',
        effective_on: '2027-01-01',
        documents: 'required',
        needs_approval: true,
        status: 'pending',
      }),
    );
    api.on('upload-life-event-document', ok({ event_id: 81, document_id: 9, documents: 1 }));
    renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Report a life event for Emma Anderson' }));
    const form = await screen.findByRole('form', { name: 'Report a life event for Emma Anderson' });
    expect(api.callsTo('get-enrollment-status')[0].query).toEqual({ member_user_id: '5101' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /What happened/ }), 'marriage');
    await user.type(within(form).getByLabelText(/Date of the event/), '2026-11-25');
    await user.click(within(form).getByRole('button', { name: 'Report the event' }));
    await waitFor(() =>
      expect(api.callsTo('report-life-event')[0]?.body).toEqual({
        member_user_id: 5101,
        kind: 'marriage',
        event_date: '2026-11-25',
      }),
    );
    expect(await screen.findByText(/^Marriage \(.+\) reported for Emma Anderson\./)).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: /^Marriage on .+: its document$/ });
    const pdf = new File(['%PDF-1.4 certificate'], 'marriage.pdf', { type: 'application/pdf' });
    await user.upload(within(panel).getByLabelText('Document'), pdf);
    await user.click(within(panel).getByRole('button', { name: 'Upload the document' }));
    expect(
      await within(panel).findByText('Document received for Emma Anderson: marriage.pdf.'),
    ).toBeInTheDocument();
    expect(api.callsTo('upload-life-event-document')[0].body).toMatchObject({
      member_user_id: 5101,
      event_id: 81,
      file_name: 'marriage.pdf',
    });
  });

  it("shows 'Please choose a tier' when the server refuses the start", async () => {
    const user = userEvent.setup();
    api.on('add-filter-for-existing-user', {
      ...fieldErrors(['user_id', 'This member is not in your book of business.']),
      status: 403,
    });
    renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Enroll Now: Emma Anderson' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'IF Family');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox')).toHaveAccessibleDescription('Please choose a tier'),
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('lists the group by the session group for group administrators', async () => {
    resetSession({ eprocess: 'group', agent_id: 10109, group_id: 77 });
    renderList('group-select-member');
    await screen.findByRole('table');
    expect(api.callsTo('get-group-users')[0].query).toEqual({ group_id: '77', page: '1' });
    expect(
      screen.getByText('Members of your group. Search, then choose Enroll Now to add plans for a member.'),
    ).toBeInTheDocument();
  });

  it('explains itself without a rep in the session, and offers a retry when the list fails', async () => {
    resetSession({ eprocess: 'applicant' });
    const { unmount } = renderList();
    expect(
      await screen.findByRole('heading', { name: 'This page is for representatives' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    unmount();

    resetSession({ eprocess: 'rep', agent_id: 10109 });
    api.on('get-agent-members', { status: 500, body: { status: 'error', data: [] } });
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText(/The members could not be loaded/)).toBeInTheDocument();
    api.on('get-agent-members', answerBook);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('reads in Spanish: columns, statuses and the tier popup', async () => {
    setLanguage('es');
    try {
      const user = userEvent.setup();
      renderList();
      expect(await screen.findByRole('heading', { name: 'Miembros actuales' })).toBeInTheDocument();
      await screen.findByRole('table');
      expect(screen.getByRole('columnheader', { name: 'Fecha de nacimiento' })).toBeInTheDocument();
      expect(within(bodyRows()[1]).getByText(/Vision Basic/)).toHaveTextContent(
        'Vision Basic (PENDIENTE), no activo',
      );
      expect(screen.getByText('Se encontraron 7 miembros · Mostrando 1–5 de 7')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Inscribir ahora: Emma Anderson' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      expect(within(dialog).getByRole('combobox')).toHaveAccessibleDescription(
        'Seleccione un nivel de cobertura',
      );
    } finally {
      setLanguage('en');
    }
  });
});
