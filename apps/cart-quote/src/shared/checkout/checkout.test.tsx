import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { DATES, ENROLLMENT_ID, serveCart } from '../../test/cart-api';

const api = withTestApi();
beforeEach(() => {
  serveCart(api);
  api.on(
    'get-dynamic-tabs',
    ok({
      result: [
        { tab_name: 'review_info', required: 1, order: 6 },
        { tab_name: 'primary_info', required: 1, order: 0 },
        { tab_name: 'dependent_info', required: 0, order: 2 },
        { tab_name: 'contact_info', required: 1, order: 1 },
      ],
    }),
  );
  api.on('save-screenshot', ok({ saved: true }));
  resetSession({ enrollmentId: ENROLLMENT_ID, landing: 'summit-benefits', eprocess: 'applicant' });
});

async function openConfirmation() {
  renderScreen(<RemoteRoutes screen="cart" />, { path: 'cart', at: '/summit-benefits/cart' });
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Effective Date' }), DATES[1]);
  await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
  return screen.findByRole('dialog', { name: 'Confirmation' });
}

describe('checkout', () => {
  it('stores the steps, confirms the date, checks out and goes to personal info as a new enrollment', async () => {
    const dialog = await openConfirmation();
    expect(dialog).toHaveTextContent(`Your plans will be effective as of ${DATES[1]}`);
    expect(getSession().nav_array).toEqual(['primary_info', 'contact_info', 'review_info']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('cart-checkout')).toHaveLength(0);

    api.on('cart-checkout', ok({ status: true, effective_date: DATES[1] }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    const again = await screen.findByRole('dialog', { name: 'Confirmation' });
    const proceed = within(again).getByRole('button', { name: 'Proceed to Enrollment' });
    await userEvent.dblClick(proceed);
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/summit-benefits/enrollment/personal-info',
    );
    expect(api.callsTo('cart-checkout')).toHaveLength(1);
    expect(api.callsTo('cart-checkout')[0].body).toEqual({
      enrollment_id: ENROLLMENT_ID,
      effective_date: DATES[1],
    });
    expect(getSession().enrollment).toBe('new_enrollment');
  });

  it('shows the server message under the Effective Date select and stays on the cart', async () => {
    api.on('cart-checkout', fieldErrors(['effective_date', 'This effective date is no longer offered']));
    const dialog = await openConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to Enrollment' }));
    const select = screen.getByRole('combobox', { name: 'Effective Date' });
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription('This effective date is no longer offered'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getSession().enrollment).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull();

    // Choosing another date clears the message.
    await userEvent.selectOptions(select, DATES[2]);
    expect(select).not.toHaveAccessibleDescription('This effective date is no longer offered');
  });

  it('keeps other checkout failures in the confirmation', async () => {
    api.on('cart-checkout', fieldErrors(['enrollment_id', 'Your cart is empty']));
    const dialog = await openConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to Enrollment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your cart is empty');
  });
});
