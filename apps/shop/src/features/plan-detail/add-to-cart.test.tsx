import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { ENROLLMENT_ID, option, planWorld } from '../../test/fixtures';

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, group_id: 77, eprocess: 'applicant' });
  planWorld(api, { answered: true });
  api.on('check-already-in-cart', ok({ result: false }));
  api.on('check-prudential-plan', ok({ status: false }));
  api.on('check-disability-plan', ok({ status: false }));
  api.on('add-plan-to-cart', ok({ result: true, cart_count: 1 }));
  api.on('get-cart-count', ok({ result: 1 }));
});

const renderDetail = () => {
  const r = renderScreen(<RemoteRoutes screen="plan-detail" />, {
    path: 'plan/:id/:planName',
    at: '/plan/1012/summit-major-medical',
  });
  return { ...r, addButton: () => screen.findByRole('button', { name: 'Add to Cart' }) };
};

describe('plan detail: add to cart', () => {
  it('adds once (double click), refreshes the cart badge and goes to the cart', async () => {
    const user = userEvent.setup();
    const { addButton, queryClient } = renderDetail();
    queryClient.setQueryData(['get-cart-count', { query: { enrollment_id: ENROLLMENT_ID } }], { result: 0 });
    const button = await addButton();
    await user.dblClick(button);
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
    expect(api.callsTo('add-plan-to-cart')).toHaveLength(1);
    expect(api.callsTo('add-plan-to-cart')[0].body).toEqual({
      enrollment_id: ENROLLMENT_ID,
      plan_id: 1012,
      plan_pricing_id: 101201,
    });
    expect(
      queryClient.getQueryState(['get-cart-count', { query: { enrollment_id: ENROLLMENT_ID } }])
        ?.isInvalidated,
    ).toBe(true);
  });

  it('goes straight to the cart when the plan is already in it', async () => {
    const user = userEvent.setup();
    api.on('check-already-in-cart', ok({ result: true }));
    const { addButton } = renderDetail();
    await user.click(await addButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
    expect(api.callsTo('add-plan-to-cart')).toHaveLength(0);
  });

  it('adds a plan with the 3% fee together with its fee line', async () => {
    const user = userEvent.setup();
    api.on('check-prudential-plan', ok({ status: true }));
    api.on('add-plan-to-cart-prudentials', ok({ result: true }));
    api.on(
      'get-plan-pricing-detail',
      ok({
        plans: [
          option({ pid: 1019, ppid: 101901, plan_name: 'Gap Plus 3000', plan_price: 39, is_prudential: 1 }),
          option({
            pid: 1091,
            ppid: 109101,
            plan_name: 'Administrative fee',
            plan_price: 1.17,
            is_prudential_plan: 1,
            pair_ppid: 101901,
          }),
        ],
      }),
    );
    const { addButton } = renderDetail();
    expect(await screen.findByText('Plus a 3% administrative fee of $1.17 / month')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(1);
    await user.click(await addButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
    expect(api.callsTo('add-plan-to-cart-prudentials')[0].body).toEqual({
      enrollment_id: ENROLLMENT_ID,
      plan_id1: 1019,
      plan_pricing_id1: 101901,
      plan_id: 1091,
      plan_pricing_id: 109101,
    });
  });

  it('asks for income and hours first for a disability plan', async () => {
    const user = userEvent.setup();
    api.on('check-disability-plan', ok({ status: true }));
    const { addButton } = renderDetail();
    await user.click(await addButton());
    expect(
      await screen.findByRole('dialog', { name: 'Annual Income and Working Hours' }),
    ).toBeInTheDocument();
    expect(api.callsTo('add-plan-to-cart')).toHaveLength(0);
  });

  it('shows a blackout in red', async () => {
    const user = userEvent.setup();
    api.on(
      'add-plan-to-cart',
      ok({ result: false, errorCode: 'blackout', message: 'Closed to new enrollments since 01/01/2024.' }),
    );
    const { addButton } = renderDetail();
    await user.click(await addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Closed to new enrollments since 01/01/2024.');
  });

  it('already active: a popup with the server message and OK', async () => {
    const user = userEvent.setup();
    api.on(
      'add-plan-to-cart',
      ok({ result: false, errorCode: 'already-active', message: 'You already have it active.' }),
    );
    const { addButton } = renderDetail();
    await user.click(await addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Already Active' });
    expect(dialog).toHaveTextContent('You already have it active.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('another refusal shows its pricing message with the fix', async () => {
    const user = userEvent.setup();
    api.on('add-plan-to-cart', ok({ result: false, errorCode: 'tierError', message: 'x' }));
    const { addButton } = renderDetail();
    await user.click(await addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Plan not available for this tier. Please change the tier by editing your basic info above.',
    );
  });
});
