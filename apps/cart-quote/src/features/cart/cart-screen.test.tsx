import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok, renderScreen, resetSession, startTestApi, type TestApi } from '@bs/ui/testing';
import RemoteRoutes from '../../routes';

const TEMP_ID = 'tmp_AbCdEfGhIjKlMnOpQrStUv';
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

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
    resetSession({ tempId: TEMP_ID });
    api.on('get-plan-cart', ok({ result: [], initial_month_cost: 0, recurring_month_cost: 0 }));
    renderScreen(<RemoteRoutes screen="cart" />, { path: 'cart' });
    expect(await screen.findByText('No items in cart')).toBeInTheDocument();
    expect(api.callsTo('get-plan-cart')[0].query).toEqual({ enrollment_id: TEMP_ID });
  });

  it('lists products with their prices and the first-month and recurring costs', async () => {
    resetSession({ tempId: TEMP_ID });
    api.on(
      'get-plan-cart',
      ok({
        result: [
          {
            plan_id: 1001,
            plan_pricing_id: 100101,
            plan_name: 'BrightSmile Dental PPO',
            plan_logo: 'b.svg',
            price: 34.99,
            removable: 1,
          },
        ],
        initial_month_cost: 44.99,
        recurring_month_cost: 34.99,
      }),
    );
    renderScreen(<RemoteRoutes screen="cart" />, { path: 'cart' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Product' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /BrightSmile Dental PPO \$34\.99/ })).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Order Info' });
    expect(within(order).getByText('$44.99')).toBeInTheDocument();
  });
});
