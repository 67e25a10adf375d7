import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { ANONYMOUS, PLATFORM_ADMIN, ROWS } from '../../test/fixtures';

const api = withTestApi();
beforeEach(() => {
  resetSession();
  api.on('who-am-i', ok(PLATFORM_ADMIN));
  api.on('list-tenants', (req) =>
    ok({
      rows: ROWS.filter((r) => !req.query.search || r.slug.includes(String(req.query.search))),
      total: ROWS.length,
    }),
  );
});

const renderList = (at?: string) =>
  renderScreen(<RemoteRoutes screen="admin-tenants" />, { path: 'admin/tenants', at });

describe('tenants list', () => {
  it('asks for a sign-in when nobody is signed in', async () => {
    api.on('who-am-i', ok(ANONYMOUS));
    renderList();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(api.callsTo('list-tenants')).toHaveLength(0);
  });

  it('lists the tenants with their columns, and searches through the URL', async () => {
    renderList();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Slug', 'Kind', 'Agent or group', 'Status', 'Last change', 'Action']);
    expect(within(table).getByRole('link', { name: 'Northwind Employees' })).toHaveAttribute(
      'href',
      '/admin/tenants/northwind-employees',
    );
    expect(table).toHaveTextContent('Group Northwind (77)');
    expect(table).toHaveTextContent('Disabled');
    await userEvent.type(screen.getByRole('searchbox', { name: /Search tenants/ }), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No tenant matches “zzz”' })).toBeInTheDocument();
    expect(api.callsTo('list-tenants').at(-1)!.query).toEqual({ search: 'zzz' });
  });

  it('disables a store only after the confirmation', async () => {
    api.on('set-tenant-status', ok({}));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Northwind Employees' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Northwind Employees?' });
    expect(api.callsTo('set-tenant-status')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable store' }));
    expect(api.callsTo('set-tenant-status')[0].body).toEqual({
      slug: 'northwind-employees',
      status: 'disabled',
    });
  });

  it('asks for a sign-in again when the session ended (401)', async () => {
    api.on('list-tenants', {
      status: 401,
      body: { status: 'error', data: [{ target_element: 'session', error_message: 'Please sign in.' }] },
    });
    renderList();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('says so when the list cannot be loaded', async () => {
    api.on('list-tenants', { status: 500, body: { status: 'error', data: [] } });
    renderList();
    expect(await screen.findByText('The tenants could not be loaded.')).toBeInTheDocument();
  });
});
