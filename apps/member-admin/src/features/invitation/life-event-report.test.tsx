import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import { openInvitationAnswer } from '../../test/open-invitation';
import RemoteRoutes from '../../routes';

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const api = withTestApi();
const KINDS = [
  { kind: 'marriage', label: 'Marriage', days_before: 0, days_after: 30, documents: 'required' },
  { kind: 'birth', label: 'Birth', days_before: 0, days_after: 30, documents: 'required' },
  {
    kind: 'employment',
    label: 'Change in employment status',
    days_before: 0,
    days_after: 30,
    documents: 'none',
  },
];
const REPORTED = {
  event_id: 71,
  kind: 'birth',
  event_date: '2026-11-18',
  deadline: '2026-12-18',
  documents_due_on: '2026-12-28',
  effective_on: '2026-11-18',
  documents: 'required',
  needs_approval: true,
  status: 'pending',
};

beforeEach(() => {
  resetSession({});
  api.on('open-invitation', ok(openInvitationAnswer('Lena')));
  api.on(
    'get-enrollment-status',
    ok({ may: false, reason: 'closed', can_report_event: true, event_kinds: KINDS }),
  );
});
afterEach(() => setLanguage('en'));

const open = () =>
  renderScreen(<RemoteRoutes screen="invitation" />, {
    path: 'invitation/:token',
    at: `/invitation/${TOKEN}`,
  });

describe('an employee whose enrollment is closed reports a life event', () => {
  it('with the keyboard: kind and date, the deadline, the document, then waiting for approval', async () => {
    const user = userEvent.setup();
    api.on('report-life-event', ok(REPORTED));
    api.on('upload-life-event-document', ok({ event_id: 71, document_id: 5, documents: 1 }));
    open();
    await user.click(await screen.findByRole('button', { name: 'Report a life event' }));
    const form = screen.getByRole('form', { name: 'Report a life event' });
    const kind = within(form).getByRole('combobox', { name: /What happened/ });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an event', 'Marriage', 'Birth', 'Change in employment status']);
    await user.selectOptions(kind, 'birth');
    expect(screen.queryByTestId('life-event-deadline')).toBeNull();
    await user.type(within(form).getByLabelText(/Date of the event/), '2026-11-18');
    const deadline = await screen.findByTestId('life-event-deadline');
    expect(deadline).toHaveTextContent('The last day to report this event is December 18, 2026.');
    expect(deadline).toHaveTextContent('This event needs a document');
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(await screen.findByText("Waiting for your administrator's approval")).toBeInTheDocument();
    expect(api.callsTo('report-life-event')[0].body).toEqual({
      token: TOKEN,
      kind: 'birth',
      event_date: '2026-11-18',
    });
    expect(screen.getByTestId('life-event-status')).toHaveTextContent(
      'Please upload the document by December 28, 2026.',
    );

    const pdf = new File(['%PDF-1.4 certificate'], 'birth-certificate.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Document'), pdf);
    expect(screen.getByText('birth-certificate.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload the document' }));
    expect(await screen.findByText('Document received: birth-certificate.pdf')).toBeInTheDocument();
    expect(api.callsTo('upload-life-event-document')[0].body).toMatchObject({
      token: TOKEN,
      event_id: 71,
      file_name: 'birth-certificate.pdf',
      content_base64: btoa('%PDF-1.4 certificate'),
    });
  });

  it("the server's refusals beside their fields; the form's own checks first", async () => {
    const user = userEvent.setup();
    api.on('report-life-event', {
      ...fieldErrors(['event_date', 'This event had to be reported by 2026-10-01.']),
      status: 422,
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Report a life event' }));
    await user.click(screen.getByRole('button', { name: 'Report the event' }));
    expect(await screen.findByText('Please choose a kind of event.')).toBeInTheDocument();
    expect(api.callsTo('report-life-event')).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: /What happened/ }), 'marriage');
    await user.type(screen.getByLabelText(/Date of the event/), '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Report the event' }));
    const date = screen.getByLabelText(/Date of the event/);
    expect(await screen.findByText('This event had to be reported by 2026-10-01.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
  });

  it('a kind the group turned off meanwhile: the refusal beside the kind', async () => {
    const user = userEvent.setup();
    api.on('report-life-event', {
      ...fieldErrors(['kind', 'This kind of event is not offered by your group.']),
      status: 422,
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Report a life event' }));
    const kind = screen.getByRole('combobox', { name: /What happened/ });
    await user.selectOptions(kind, 'marriage');
    await user.type(screen.getByLabelText(/Date of the event/), '2026-11-18');
    await user.click(screen.getByRole('button', { name: 'Report the event' }));
    expect(await screen.findByText('This kind of event is not offered by your group.')).toBeInTheDocument();
    expect(kind).toHaveAttribute('aria-invalid', 'true');
  });

  it('a document refused by its content, beside the file; one over 5 MB is not sent', async () => {
    const user = userEvent.setup();
    api.on('report-life-event', ok(REPORTED));
    api.on('upload-life-event-document', {
      ...fieldErrors(['content_base64', 'Please upload a PDF, JPEG or PNG file.']),
      status: 422,
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Report a life event' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /What happened/ }), 'birth');
    await user.type(screen.getByLabelText(/Date of the event/), '2026-11-18');
    await user.click(screen.getByRole('button', { name: 'Report the event' }));
    const input = await screen.findByLabelText('Document');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    expect(await screen.findByText('This file is larger than 5 MB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload the document' }));
    expect(api.callsTo('upload-life-event-document')).toHaveLength(0);
    await user.upload(input, new File(['<html>'], 'certificate.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload the document' }));
    expect(await screen.findByText('Please upload a PDF, JPEG or PNG file.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('in Spanish', async () => {
    setLanguage('es');
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Informar un evento de vida' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Qué pasó/ }), 'birth');
    await user.type(screen.getByLabelText(/Fecha del evento/), '2026-11-18');
    expect(await screen.findByTestId('life-event-deadline')).toHaveTextContent(
      'El último día para informar este evento es el',
    );
  });

  it('no way to report when the group offers no kind', async () => {
    api.on(
      'get-enrollment-status',
      ok({ may: false, reason: 'closed', can_report_event: false, event_kinds: [] }),
    );
    open();
    expect(await screen.findByText('Enrollment is closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a life event' })).toBeNull();
  });
});

describe('an employee whose event still waits for its document, opening the landing again', () => {
  it('uploads it there; the status is asked again', async () => {
    const user = userEvent.setup();
    api.on(
      'get-enrollment-status',
      ok({
        may: true,
        reason: 'life-event',
        event_id: 71,
        closes_on: '2026-12-18',
        awaiting_approval: true,
        open_event: {
          kind: 'birth',
          label: 'Birth',
          event_date: '2026-11-18',
          documents: 'required',
          documents_received: 0,
          documents_due_on: '2026-12-28',
        },
      }),
    );
    api.on('upload-life-event-document', ok({ event_id: 71, document_id: 5, documents: 1 }));
    open();
    const status = await screen.findByTestId('enrollment-status');
    expect(status).toHaveTextContent("Waiting for your administrator's approval");
    expect(status).toHaveTextContent('Please upload the document by December 28, 2026.');
    expect(screen.queryByRole('button', { name: 'Report a life event' })).toBeNull();
    await user.upload(screen.getByLabelText('Document'), new File(['%PDF-1.4'], 'certificate.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload the document' }));
    await waitFor(() => expect(api.callsTo('get-enrollment-status')).toHaveLength(2));
    expect(api.callsTo('upload-life-event-document')[0].body).toMatchObject({ token: TOKEN, event_id: 71 });
  });
});
