import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../routes';
import { ENROLLMENT_ID, option, planWorld } from '../test/fixtures';

const api = withTestApi();
beforeEach(() => {
  api.on('get-featured-plans', ok([]));
  setLanguage('es');
});
afterEach(() => {
  setLanguage('en');
  document.getElementById('bs-tenant')?.remove();
});

/** The tenant JSON the server injects before first paint (apps/api tenant-html). */
function injectTenant(tenant: object) {
  const el = document.createElement('script');
  el.id = 'bs-tenant';
  el.type = 'application/json';
  el.textContent = JSON.stringify(tenant);
  document.head.append(el);
}

describe('the shop in Spanish', () => {
  it('landing: hero, quote form and its checks speak Spanish; the tab is named in Spanish', async () => {
    const user = userEvent.setup();
    resetSession({ open_type: 'user', eprocess: 'applicant', group_id: 77, portal_id: 101 });
    renderScreen(<RemoteRoutes screen="landing" />, { path: '' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Encuentre los beneficios adecuados para usted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Obtenga una cotización en minutos' })).toBeInTheDocument();
    expect(await screen.findByText('No hay planes destacados en este momento')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'IS Miembro + cónyuge' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código postal'), '12');
    await user.click(screen.getByRole('button', { name: 'Ver planes' }));

    expect(screen.getByLabelText('Código postal')).toHaveAccessibleDescription(
      'El código postal debe tener 5 dígitos',
    );
    expect(screen.getByLabelText('Sexo')).toHaveAccessibleDescription('Seleccione su sexo');
    expect(screen.getByLabelText('Nivel de cobertura')).toHaveAccessibleDescription(
      'Seleccione un nivel de cobertura',
    );
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAccessibleDescription(
      'Ingrese su fecha de nacimiento',
    );
    expect(document.title).toBe('Inicio · Benefit Store');
  });

  it("landing: a tenant's hero title in the current language wins, English copy never shows in Spanish", async () => {
    resetSession({ open_type: 'user', group_id: 77, portal_id: 101 });
    injectTenant({
      slug: 'summit-benefits',
      name: 'Summit Benefit Advisors',
      copy: { hero_title: 'Plans chosen with an advisor at your side' },
      copy_i18n: { es: { hero_title: 'Planes elegidos con un asesor a su lado' } },
    });
    const view = renderScreen(<RemoteRoutes screen="landing" />, { path: '' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planes elegidos con un asesor a su lado' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Inicio · Summit Benefit Advisors');
    setLanguage('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plans chosen with an advisor at your side' }),
    ).toBeInTheDocument();
    view.unmount();

    // Only English copy: a Spanish page keeps the shop's own Spanish title.
    document.getElementById('bs-tenant')?.remove();
    injectTenant({ slug: 'x', name: 'X', copy: { hero_title: 'English only' }, copy_i18n: {} });
    setLanguage('es');
    renderScreen(<RemoteRoutes screen="landing" />, { path: '' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Encuentre los beneficios adecuados para usted' }),
    ).toBeInTheDocument();
  });

  it('plans listing: details, category filter and sections in Spanish', async () => {
    resetSession({ enrollmentId: ENROLLMENT_ID, group_id: 77 });
    api.on(
      'get-enrollment-temp-info',
      ok({ result: { zip: '10001', gender: 1, is_smoker: 1, tier: 'IS', dob: '04/18/1988' } }),
    );
    api.on('get-left-side-filter-fields', ok({ result: { categories: ['dental', 'di'] } }));
    api.on(
      'get-group-agent-member-info',
      ok({
        enrollment_type: 'new-user',
        result: { user_info: null, group_info: { name: 'Northwind Traders', code: 'NWT077' } },
      }),
    );
    api.on(
      'get-filtered-plans',
      ok({
        plans: [
          {
            plan_id: 1001,
            plan_name: 'BrightSmile Dental',
            plan_category: 'dental',
            plan_logo: '',
            plan_short_text: '<p>Limpiezas</p>',
          },
        ],
      }),
    );
    renderScreen(<RemoteRoutes screen="plans" />, { path: 'plans' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Planes' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Sus datos' });
    expect(await within(summary).findByText('IS Miembro + cónyuge')).toBeInTheDocument();
    expect(within(summary).getByText('Fumador')).toBeInTheDocument();
    expect(within(summary).getByText('Sí')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    const filter = await screen.findByRole('group', { name: 'Elija las categorías' });
    expect(
      await within(filter).findByRole('checkbox', { name: 'Ingreso por discapacidad' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Planes dentales' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Más información sobre BrightSmile Dental' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Planes · Benefit Store');
  });

  it('plan detail: prices in Spanish format, buttons, and a pricing error whose link opens the fix', async () => {
    const user = userEvent.setup();
    resetSession({ enrollmentId: ENROLLMENT_ID, group_id: 77, eprocess: 'applicant' });
    planWorld(api, { answered: true, pricing: { plans: [option({ plan_price: 1289.5 })] } });
    api.on(
      'get-related-plans',
      ok([{ plan_id: 1003, plan_name: 'ClearView Vision', plan_logo: '', price: 12 }]),
    );
    const view = renderScreen(<RemoteRoutes screen="plan-detail" />, {
      path: 'plan/:id/:planName',
      at: '/plan/1012/summit-major-medical',
    });

    expect(await screen.findByText('$1,289.50 al mes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Precios' })).toBeInTheDocument();
    expect(await screen.findByText('Desde $12.00')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveTextContent(
      'Detalles del plan',
    );
    await waitFor(() => expect(document.title).toBe('Summit Major Medical · Benefit Store'));
    view.unmount();

    api.on('get-plan-pricing-detail', ok({ plans: [], errorCode: 'tierError', message: 'server text' }));
    renderScreen(<RemoteRoutes screen="plan-detail" />, {
      path: 'plan/:id/:planName',
      at: '/plan/1012/summit-major-medical',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'El plan no está disponible para este nivel de cobertura. Para cambiarlo, edite sus datos básicos arriba.',
    );
    await user.click(within(alert).getByRole('button', { name: 'edite sus datos básicos arriba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos básicos' });
    expect(await within(dialog).findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
  });
});
