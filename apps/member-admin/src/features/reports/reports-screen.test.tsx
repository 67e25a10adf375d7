import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();
beforeEach(() => resetSession({ eprocess: 'rep', agent_id: 10109, AGENT_ID: 10109, group_id: 77 }));

const renderReports = (at: string) =>
  renderScreen(<RemoteRoutes screen="reports" />, { path: 'reports', at });

describe('reports screen', () => {
  it('asks for the report and range in the URL and shows the numbers as a table', async () => {
    const asked: Record<string, string>[] = [];
    api.on('get-report', (req) => {
      asked.push(req.query);
      return ok({
        report: 'by-group',
        from: '2019-03-01',
        to: '2019-04-30',
        scope: 'book',
        measures: ['enrollments', 'premium_cents'],
        rows: [{ key: '77', label: 'Northwind Traders', category: null, values: [1234, 987650] }],
      });
    });
    renderReports('/reports?report=by-group&from=2019-03-01&to=2019-04-30');
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Northwind Traders/ });
    expect(row).toHaveTextContent('1,234');
    expect(row).toHaveTextContent('$9,876.50');
    expect(asked[0]).toMatchObject({
      report: 'by-group',
      from: '2019-03-01',
      to: '2019-04-30',
    });
    expect(
      await screen.findByRole('img', { name: /By group, Mar 1, 2019 to Apr 30, 2019/ }),
    ).toBeInTheDocument();
  });

  it('says so when the range has no enrollment', async () => {
    api.on('get-report', () =>
      ok({
        report: 'by-month',
        from: '2001-01-01',
        to: '2001-02-28',
        scope: 'book',
        measures: ['enrollments'],
        rows: [
          { key: '2001-01', label: '', category: null, values: [0] },
          { key: '2001-02', label: '', category: null, values: [0] },
        ],
      }),
    );
    renderReports('/reports?report=by-month&from=2001-01-01&to=2001-02-28');
    expect(await screen.findByRole('heading', { name: 'No enrollments in this range' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('refuses an end before the start beside the field, without asking the server', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api.on('get-report', () => {
      calls++;
      return ok({
        report: 'by-month',
        from: '2001-01-01',
        to: '2001-01-31',
        scope: 'book',
        measures: ['enrollments'],
        rows: [],
      });
    });
    renderReports('/reports?report=by-month&from=2001-01-01&to=2001-01-31');
    await screen.findByRole('heading', { name: 'No enrollments in this range' });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2000-12-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(1);
  });

  it('sends someone not signed in as staff to sign in', async () => {
    resetSession({});
    renderReports('/reports');
    expect(await screen.findByRole('heading', { name: 'Sign in to see reports' })).toBeInTheDocument();
  });
});
