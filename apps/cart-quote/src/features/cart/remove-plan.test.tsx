import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { DENTAL, LIFE, ENROLLMENT_ID, serveCart } from '../../test/cart-api';

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID });
});

const renderCart = () => renderScreen(<RemoteRoutes screen="cart" />, { path: 'cart' });

describe('removing a plan from the cart', () => {
  it('asks first; No keeps the plan, Yes removes it and refreshes cart and totals', async () => {
    serveCart(api, [DENTAL, LIFE]);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Guardian Term Life 20' }));
    let dialog = screen.getByRole('dialog', { name: 'Do you really want to remove?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('remove-plan-from-cart')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Guardian Term Life 20' }));
    dialog = screen.getByRole('dialog', { name: 'Do you really want to remove?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('remove-plan-from-cart')[0].query).toEqual({
      enrollment_id: ENROLLMENT_ID,
      plan_id: '1003',
      plan_pricing_id: '100301',
    });
    expect(screen.queryByText('Guardian Term Life 20')).toBeNull();
    const order = screen.getByRole('region', { name: 'Order Info' });
    expect(within(order).getByText('Recurring cost').nextElementSibling).toHaveTextContent('$34.99');
  });

  it('removing the last plan leaves the empty cart', async () => {
    serveCart(api, [DENTAL]);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove BrightSmile Dental PPO' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No items in cart')).toBeInTheDocument();
  });

  it('shows a failure in the modal and keeps the plan', async () => {
    serveCart(api, [DENTAL]);
    api.on('remove-plan-from-cart', fieldErrors(['plan_id', 'This plan is not in your cart']));
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove BrightSmile Dental PPO' }));
    const dialog = screen.getByRole('dialog', { name: 'Do you really want to remove?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This plan is not in your cart');
    expect(screen.getByRole('table')).toHaveTextContent('BrightSmile Dental PPO');
  });
});
