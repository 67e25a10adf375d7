import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CensusPreview } from '@bs/contract';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();
const PREVIEW: CensusPreview = {
  preview_id: 'P0123456789abcdefghijk',
  expires_at: '2030-01-01T00:00:00Z',
  counts: { rows: 14, add: 2, update: 1, unchanged: 0, errors: 10, conflicts: 1 },
  issues: [
    ...Array.from({ length: 10 }, (_, i) => ({
      kind: 'error' as const,
      row: i + 3,
      column: 'Date of Birth',
      reason: `This is not a real date (MM/DD/YYYY): 13/${i + 1}/1980.`,
    })),
    {
      kind: 'conflict' as const,
      row: 14,
      column: 'E-mail',
      reason: 'The e-mail a@b.example belongs to member Ana Lee.',
    },
  ],
};
const renderCensus = () => renderScreen(<RemoteRoutes screen="census" />, { path: 'census' });
const csv = (text: string, name = 'census.csv') => new File([text], name, { type: 'text/csv' });

beforeEach(() => {
  resetSession({ eprocess: 'group', group_id: 77, agent_id: 10109, AGENT_ID: 10109 });
  api.on('get-group-info-enroll', ok({ name: 'Northwind Traders', code: 'NWT077' }));
  api.on('preview-census', ok(PREVIEW));
  api.on('commit-census', ok({ added: 2, updated: 1, unchanged: 0, skipped: 11 }));
});

describe('census screen', () => {
  it('states the limits, previews the file with its issues paged, and confirms what was previewed', async () => {
    const user = userEvent.setup();
    renderCensus();
    expect(
      await screen.findByText('Up to 5 MB and 20,000 employees. Nothing is saved until you confirm.'),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Census file (CSV or Excel .xlsx)'), csv('Employee ID\nE1'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    // Focus moves in an effect after the heading is in the page: wait for it, as a reader would.
    const heading = await screen.findByRole('heading', { name: 'Preview for Northwind Traders' });
    await waitFor(() => expect(heading).toHaveFocus());
    const sent = api.callsTo('preview-census')[0]!.body!;
    expect(sent).toMatchObject({ group_id: 77, file_name: 'census.csv' });
    expect(atob(sent.content_base64 as string)).toBe('Employee ID\nE1');
    // 11 issues, 10 a page.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('table')).toHaveTextContent('belongs to member Ana Lee');
    await user.click(screen.getByRole('button', { name: 'Confirm import of 3 rows' }));
    expect(
      await screen.findByText('Import complete: 2 added, 1 updated, 0 unchanged, 11 not imported.'),
    ).toBeInTheDocument();
    expect(api.callsTo('commit-census')[0]!.body).toEqual({ group_id: 77, preview_id: PREVIEW.preview_id });
  });

  it('shows the server refusal beside the file field', async () => {
    const user = userEvent.setup();
    api.on('preview-census', { ...fieldErrors(['content_base64', 'This file is empty.']), status: 422 });
    renderCensus();
    await user.upload(await screen.findByLabelText('Census file (CSV or Excel .xlsx)'), csv('x'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('This file is empty.')).toBeInTheDocument();
    expect(screen.getByLabelText('Census file (CSV or Excel .xlsx)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('commit-census')).toHaveLength(0);
  });

  it('shows a refusal of the upload limits (another file of the group being read) beside the file field', async () => {
    const user = userEvent.setup();
    const busy =
      'Another file for this group is still being read. Please wait for it to finish, then try again.';
    api.on('preview-census', { ...fieldErrors(['content_base64', busy]), status: 409 });
    renderCensus();
    await user.upload(await screen.findByLabelText('Census file (CSV or Excel .xlsx)'), csv('x'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(busy)).toBeInTheDocument();
    expect(screen.getByLabelText('Census file (CSV or Excel .xlsx)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const user = userEvent.setup();
    renderCensus();
    const big = csv('a');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(await screen.findByLabelText('Census file (CSV or Excel .xlsx)'), big);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('This file is larger than 5 MB.')).toBeInTheDocument();
    expect(api.callsTo('preview-census')).toHaveLength(0);
  });
});
