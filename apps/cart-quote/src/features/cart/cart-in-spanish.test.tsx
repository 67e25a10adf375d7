import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { DATES, DENTAL, FEE, ENROLLMENT_ID, serveCart } from '../../test/cart-api';

const api = withTestApi();
beforeEach(() => {
  api.on('check-prudential-cart', ok({ status: true }));
  api.on('get-dynamic-tabs', ok({ result: [{ tab_name: 'primary_info', required: 1, order: 0 }] }));
});
afterEach(() => setLanguage('en'));

const renderCart = () => renderScreen(<RemoteRoutes screen="cart" />, { path: 'cart' });
const orderInfo = () => screen.getByRole('region', { name: 'Resumen del pedido' });
const cost = (label: string) => within(orderInfo()).getByText(label).nextElementSibling;

describe('the cart in Spanish', () => {
  it('shows the cart, its totals and its modals in Spanish', async () => {
    setLanguage('es');
    resetSession({ enrollmentId: ENROLLMENT_ID, eprocess: 'applicant' });
    serveCart(api);
    renderCart();

    expect(await screen.findByRole('heading', { name: 'Mi carrito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Inicio', 'Planes', 'Carrito']);
    const table = await screen.findByRole('table', { name: 'Planes en su carrito' });
    expect(within(table).getByRole('columnheader', { name: 'Producto' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Precio total' })).toBeInTheDocument();
    expect(within(orderInfo()).getByRole('combobox', { name: 'Fecha de vigencia' })).toHaveValue(DATES[0]);
    // es-US writes dollars the US way; the words around them are Spanish.
    expect(cost('Costo del primer mes')).toHaveTextContent(/^\$\s?49\.98$/);
    expect(cost('Costo recurrente')).toHaveTextContent(/^\$\s?49\.98\/mes$/);
    expect(cost('Costo total')).toHaveTextContent(/^\$\s?49\.98$/);
    expect(screen.getByRole('heading', { name: 'Cláusulas adicionales' })).toBeInTheDocument();
    expect(screen.queryByText(/My Cart|Order Info|Total cost/)).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: DENTAL.plan_name }));
    const details = screen.getByRole('dialog', { name: 'Detalles del plan' });
    expect(details).toHaveTextContent('Se puede quitar');
    expect(details).toHaveTextContent('Sí');
    await userEvent.click(within(details).getByRole('button', { name: 'Aceptar' }));

    await userEvent.click(screen.getByRole('button', { name: `Quitar ${DENTAL.plan_name}` }));
    const remove = screen.getByRole('dialog', { name: '¿Seguro que desea quitar este plan?' });
    expect(remove).toHaveTextContent(`${DENTAL.plan_name} se quitará de su carrito.`);
    await userEvent.click(within(remove).getByRole('button', { name: 'No' }));

    await userEvent.click(screen.getByRole('button', { name: 'Continuar con la compra' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmación' });
    // MM/DD/YYYY reads the other way round in Spanish, so the sentence spells the month out.
    expect(confirm).toHaveTextContent('Sus planes entrarán en vigor el 1 de diciembre de 2026');
    expect(within(confirm).getByRole('button', { name: 'Volver al carrito' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Continuar con la inscripción' })).toBeInTheDocument();
  });

  it('lists a fixed fee line and writes the quote form, its notice and its checks in Spanish', async () => {
    setLanguage('es');
    resetSession({ enrollmentId: ENROLLMENT_ID, eprocess: 'rep' });
    serveCart(api, [DENTAL, FEE]);
    renderCart();

    const included = await screen.findByRole('list', { name: 'Incluido con sus planes' });
    expect(included).toHaveTextContent(FEE.plan_name);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar cotización personalizada' }));
    const form = screen.getByRole('dialog', { name: '¿A quién desea enviar la cotización?' });
    expect(
      await within(form).findByText(
        'Las cotizaciones, los precios y/o las tarifas que se muestran incluyen un 3% de cargos administrativos.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Correo electrónico'), 'pat@');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(within(form).getByLabelText('Nombre')).toHaveAccessibleDescription('Escriba un nombre');
    expect(within(form).getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Escriba un correo electrónico válido',
    );
    expect(within(form).getByRole('button', { name: 'Vista previa' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Mensaje')).toBeInTheDocument();
    expect(api.callsTo('save-enrollment')).toHaveLength(0);
  });

  it('follows a language switch while the cart is open', async () => {
    resetSession({ enrollmentId: ENROLLMENT_ID });
    serveCart(api);
    renderCart();
    expect(await screen.findByRole('button', { name: 'Proceed to Checkout' })).toBeInTheDocument();
    act(() => setLanguage('es'));
    expect(await screen.findByRole('heading', { name: 'Mi carrito' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar con la compra' })).toBeInTheDocument();
    expect(cost('Costo recurrente')).toHaveTextContent(/^\$\s?49\.98\/mes$/);
  });
});
