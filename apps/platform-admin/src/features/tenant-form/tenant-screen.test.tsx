import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { DETAIL, PLATFORM_ADMIN } from '../../test/fixtures';

const api = withTestApi();
beforeEach(() => {
  resetSession();
  api.on('who-am-i', ok(PLATFORM_ADMIN));
  api.on('get-tenant', ok(DETAIL));
  api.on('get-tenant-changes', {
    status: 200,
    body: {
      status: 'success',
      data: {
        rows: [
          {
            id: 1,
            at: '2026-11-20T10:00:00Z',
            who: { email: 'admin@benefit-store.example', kind: 'platform_admin' },
            action: 'update',
            changes: [{ field: 'theme.primary', before: '#0b6e4f', after: '#1f5fae' }],
          },
        ],
      },
    },
  });
});

const renderTenant = () =>
  renderScreen(<RemoteRoutes screen="admin-tenant" />, {
    path: 'admin/tenants/:slug',
    at: '/admin/tenants/northwind-employees',
  });

describe('tenant page', () => {
  it('shows the form filled in, the preview in the theme, and the change history', async () => {
    renderTenant();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tenant Northwind Employees' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('northwind-employees');
    expect(screen.getByLabelText(/^Slug/)).toBeDisabled();
    expect(screen.getByLabelText(/^Primary colour/)).toHaveValue('#1f5fae');
    const desktop = screen.getByTestId('preview-desktop');
    expect(desktop.style.getPropertyValue('--bs-color-primary')).toMatch(/^#/);
    expect(screen.getByTestId('preview-phone')).toHaveTextContent('Your benefits');
    const history = await screen.findByRole('table', { name: /Fields changed/ });
    expect(history).toHaveTextContent('theme.primary');
    expect(history).toHaveTextContent('#0b6e4f');
    expect(screen.getByText(/by admin@benefit-store.example/)).toBeInTheDocument();
  });

  it('reorders the menu with buttons and publishes with the version read', async () => {
    api.on('update-tenant', ok(DETAIL));
    renderTenant();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Vision up' }));
    expect(screen.getByText('Vision is now number 1 of 2.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the store shows the change now.')).toBeInTheDocument();
    const body = api.callsTo('update-tenant')[0].body as Record<string, unknown>;
    expect(body.menu).toEqual(['vision', 'dental']);
    expect(body.version).toBe(4);
    expect(body.portal_id).toBe(3);
    expect(body.copy_i18n).toEqual({ es: { hero_title: 'Sus beneficios' } });
  });

  it('lists the copy missing in Spanish and publishes the Spanish typed', async () => {
    api.on('update-tenant', ok(DETAIL));
    renderTenant();
    const spanish = await screen.findByRole('group', { name: 'Spanish' });
    // The English header tagline and About texts are the branding's; the landing title has Spanish.
    expect(
      within(spanish).getByText(/^Missing in Spanish: Header tagline, About popup title, About popup text\./),
    ).toBeInTheDocument();
    await userEvent.type(within(spanish).getByLabelText(/^Header tagline/), 'Beneficios para Northwind');
    await userEvent.type(within(spanish).getByLabelText(/^About popup title/), 'Acerca de Northwind');
    await userEvent.type(within(spanish).getByLabelText(/^About popup text/), 'La tienda de Northwind.');
    expect(within(spanish).queryByText(/^Missing in Spanish/)).not.toBeInTheDocument();
    const english = screen.getByRole('group', { name: 'English' });
    await userEvent.type(within(english).getByLabelText(/^Landing tagline/), 'All in one place');
    expect(within(spanish).getByText(/^Missing in Spanish: Landing tagline\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published: the store shows the change now.');
    const body = api.callsTo('update-tenant')[0].body as Record<string, unknown>;
    expect(body.copy_i18n).toEqual({
      es: {
        hero_title: 'Sus beneficios',
        tagline: 'Beneficios para Northwind',
        display_about_name: 'Acerca de Northwind',
        about: 'La tienda de Northwind.',
      },
    });
  });

  it('puts the server refusing a colour beside the colour, keeping what was typed', async () => {
    api.on(
      'update-tenant',
      fieldErrors(['theme.primary', 'primary #ffff00 has no shade readable as link text on #f7f8fa']),
    );
    renderTenant();
    const primary = await screen.findByLabelText(/^Primary colour/);
    await userEvent.clear(primary);
    await userEvent.type(primary, '#123456');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/has no shade readable/)).toBeInTheDocument();
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(primary).toHaveValue('#123456');
  });

  it('exports the tenant as its folder, one download per file', async () => {
    api.on(
      'export-tenant',
      ok({
        slug: 'northwind-employees',
        files: [
          { path: 'tenant.json', encoding: 'utf8', content: '{}' },
          { path: 'logo.svg', encoding: 'utf8', content: '<svg/>' },
        ],
      }),
    );
    renderTenant();
    await userEvent.click(await screen.findByRole('button', { name: 'Export as folder' }));
    expect(await screen.findByRole('link', { name: 'Download tenant.json' })).toHaveAttribute(
      'download',
      'tenant.json',
    );
    expect(screen.getByRole('link', { name: 'Download logo.svg' })).toBeInTheDocument();
  });

  it('says a tenant that is not yours cannot be opened', async () => {
    api.on('get-tenant', {
      status: 403,
      body: { status: 'error', data: [{ target_element: 'slug', error_message: 'Not allowed' }] },
    });
    renderTenant();
    expect(await screen.findByRole('heading', { name: 'You cannot open this tenant' })).toBeInTheDocument();
  });
});

describe('new tenant', () => {
  it('refuses an empty form beside its fields without calling the server', async () => {
    renderScreen(<RemoteRoutes screen="admin-tenant-new" />, { path: 'admin/tenants/new' });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByLabelText(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('create-tenant')).toHaveLength(0);
    expect(screen.getAllByText('No image')).toHaveLength(2);
  });

  it('suggests the slug from the name until the administrator types their own', async () => {
    const user = userEvent.setup();
    renderScreen(<RemoteRoutes screen="admin-tenant-new" />, { path: 'admin/tenants/new' });
    const name = await screen.findByLabelText(/^Store name|^Name/);
    const slug = screen.getByLabelText(/^Slug/);
    await user.type(name, 'Lakeview Dental & Vision');
    expect(slug).toHaveValue('lakeview-dental-vision');
    await user.clear(slug);
    await user.type(slug, 'lakeview');
    await user.type(name, ' Care');
    expect(slug).toHaveValue('lakeview');
  });
});
