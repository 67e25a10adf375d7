import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { DATES, DENTAL, FEE, LIFE, ENROLLMENT_ID, serveCart } from '../../test/cart-api';

const api = withTestApi();
beforeEach(() => api.reset());

const renderCart = () => renderScreen(<RemoteRoutes screen="cart" />, { path: 'cart' });
const orderInfo = () => screen.getByRole('region', { name: 'Order Info' });
const cost = (label: string) => within(orderInfo()).getByText(label).nextElementSibling;

describe('cart screen', () => {
  it('says the cart is empty without a temporary enrollment, and links back to the plans', async () => {
    resetSession({ landing: 'summit-benefits' });
    renderScreen(<RemoteRoutes screen="cart" />, { path: 'cart', at: '/summit-benefits/cart' });
    expect(await screen.findByRole('heading', { name: 'My Cart' })).toBeInTheDocument();
    expect(screen.getByText('No items in cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/summit-benefits/plans',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Plans', 'Cart']);
    expect(api.calls).toHaveLength(0);
  });

  it('says the cart is empty when the server has no items', async () => {
    resetSession({ enrollmentId: ENROLLMENT_ID });
    serveCart(api, []);
    renderCart();
    expect(await screen.findByText('No items in cart')).toBeInTheDocument();
    expect(api.callsTo('get-plan-cart')[0].query).toEqual({
      enrollment_id: ENROLLMENT_ID,
      effective_date: DATES[0],
    });
  });

  it('lists removable products in the table and fixed lines under Order Info, with the costs', async () => {
    resetSession({ enrollmentId: ENROLLMENT_ID });
    serveCart(api, [DENTAL, FEE]);
    renderCart();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Product' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /BrightSmile Dental PPO \$34\.99/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Remove BrightSmile Dental PPO' })).toBeInTheDocument();
    expect(within(table).queryByText(FEE.plan_name)).toBeNull();
    expect(within(orderInfo()).getByText(FEE.plan_name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Remove ${FEE.plan_name}` })).toBeNull();
    expect(cost('First month cost')).toHaveTextContent('$36.49');
    expect(cost('Total cost')).toHaveTextContent('$36.49');
    expect(screen.getByRole('heading', { name: 'Additional Riders' })).toBeInTheDocument();
  });

  it('defaults to the stored date and reprices the cart when another effective date is chosen', async () => {
    resetSession({ enrollmentId: ENROLLMENT_ID });
    serveCart(api, [DENTAL, LIFE], DATES[0]);
    renderCart();
    const select = await screen.findByRole('combobox', { name: 'Effective Date' });
    expect(select).toHaveValue(DATES[0]);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(DATES);
    expect(cost('Recurring cost')).toHaveTextContent('$49.98');

    await userEvent.selectOptions(select, DATES[1]);
    await waitFor(() => expect(cost('Recurring cost')).toHaveTextContent('$51.98'));
    expect(screen.getByRole('row', { name: /Guardian Term Life 20 \$16\.99/ })).toBeInTheDocument();
    expect(api.callsTo('get-plan-cart').at(-1)?.query.effective_date).toBe(DATES[1]);
  });

  it('shows the details of a line in the Plan details modal, closed with OK', async () => {
    resetSession({ enrollmentId: ENROLLMENT_ID });
    serveCart(api, [DENTAL]);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: DENTAL.plan_name }));
    const dialog = screen.getByRole('dialog', { name: 'Plan details' });
    expect(dialog).toHaveTextContent('$34.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    resetSession({ enrollmentId: ENROLLMENT_ID });
    api.on('get-cart-effective-dates', ok({ result: DATES, selected: null }));
    api.on('get-plan-cart', { status: 500, body: { status: 'error', data: [] } });
    renderCart();
    expect(await screen.findByText('Your cart could not be loaded.')).toBeInTheDocument();
    serveCart(api, [DENTAL]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
