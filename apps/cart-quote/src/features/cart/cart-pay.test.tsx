import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { DATES, DENTAL, ENROLLMENT_ID } from '../../test/cart-api';

const api = withTestApi();
afterEach(() => setLanguage('en'));

/** $40.00/month dental, Northwind paying 50% of employee-only: what the API answers a group employee. */
const PAY = {
  frequency: 'biweekly',
  paychecks_per_year: 26,
  employee_per_paycheck: 9.23,
  employer_per_paycheck: 9.23,
  employee_monthly: 20,
  employer_monthly: 20,
  pre_tax: true,
} as const;

function serve(pay?: typeof PAY) {
  const line = { ...DENTAL, price: 40, ...(pay && { pay }) };
  api.on('get-cart-effective-dates', ok({ result: DATES, selected: null }));
  api.on(
    'get-plan-cart',
    ok({ result: [line], initial_month_cost: 40, recurring_month_cost: 40, ...(pay && { pay }) }),
  );
  api.on('get-cart-count', ok({ result: 1 }));
}

beforeEach(() => {
  api.reset();
  resetSession({ enrollmentId: ENROLLMENT_ID });
});

const renderCart = () => renderScreen(<RemoteRoutes screen="cart" />, { path: 'cart' });

describe('the cart of a group employee', () => {
  it('shows each line and the total per paycheck, with the employer share beside it', async () => {
    serve(PAY);
    renderCart();
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /BrightSmile Dental PPO/ });
    expect(row).toHaveTextContent('$40.00');
    expect(row).toHaveTextContent('$9.23 per paycheck, 26 a year');
    expect(row).toHaveTextContent('Employer $20.00/month');
    expect(row).toHaveTextContent('Deducted before tax');
    const order = screen.getByRole('region', { name: 'Order Info' });
    expect(within(order).getByText('Your cost per paycheck').nextElementSibling).toHaveTextContent(
      '$9.23 per paycheck, 26 a year',
    );
  });

  it('says the same in Spanish', async () => {
    setLanguage('es');
    serve(PAY);
    renderCart();
    const table = await screen.findByRole('table');
    expect(table).toHaveTextContent('$9.23 por pago de nómina, 26 al año');
    expect(table).toHaveTextContent('Empleador $20.00/mes');
  });

  it('keeps monthly prices only in an individual store (no pay fields)', async () => {
    serve();
    renderCart();
    const table = await screen.findByRole('table');
    expect(table).toHaveTextContent('$40.00');
    expect(table).not.toHaveTextContent(/per paycheck/);
    expect(screen.queryByText('Your cost per paycheck')).toBeNull();
  });
});
