import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { serveTabs, serveTempInfo, ENROLLMENT_ID } from '../../test/wizard-api';

const REQUIRED = ['primary_info', 'contact_info', 'review_info', 'agreement_info', 'billing_info'];
// A group employee's line per paycheck (ADR 0033), as get-plan-cart answers it.
const PAY = {
  frequency: 'biweekly' as const,
  paychecks_per_year: 26,
  employee_per_paycheck: 9.23,
  employer_per_paycheck: 9.23,
  employee_monthly: 20,
  employer_monthly: 20,
  pre_tax: true,
};
const CART = {
  result: [
    {
      plan_id: 1,
      plan_pricing_id: 11,
      plan_name: 'Dental Basic',
      plan_logo: '',
      price: 25.5,
      removable: 1,
      option_name: 'PPO 1000',
      pay: PAY,
    },
    { plan_id: 2, plan_pricing_id: 12, plan_name: 'Vision Plus', plan_logo: '', price: 10, removable: 1 },
  ],
  initial_month_cost: 45.5,
  recurring_month_cost: 35.5,
  tier: 'IF',
  pay: PAY,
};

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, eprocess: 'applicant', cartCount: 2 });
  serveTabs(api, REQUIRED);
  api.on('get-plan-cart', ok(CART));
  api.on('delete-dependent-in-IO', ok({ status: true, message: 'ok' }));
});

const open = () =>
  renderScreen(<RemoteRoutes screen="enrollment-step" />, {
    path: 'enrollment/:step?',
    at: '/enrollment/review-confirm',
  });

describe('review & confirmation', () => {
  it('shows a card per required tab (Agreement always), the cart panel, and a step’s saved values', async () => {
    serveTempInfo(api, {
      primary_info: {
        first_name: 'Ana',
        last_name: 'Lopez',
        birthdate: '04/12/1986',
        ssn: '*****6789',
        gender: 1,
      },
      payment_info: {
        payment_method: 'eft',
        instrument_id: 4,
        account_name: 'Ana Lopez',
        account_number: 'xxxxx6789',
        account_type: 'checking',
      },
    });
    const user = userEvent.setup();
    open();
    const cards = await screen.findByRole('list', { name: 'Your enrollment' });
    expect(
      within(cards)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Personal Info', 'Contact Info', 'Billing Info', 'Agreement & Signature']);
    // Each card says in one line what its step saved (masked stays masked); the rest is in View Details.
    const card = (name: string) => within(cards).getByRole('heading', { name }).closest('li')!;
    expect(await within(card('Personal Info')).findByText('Ana Lopez, 04/12/1986')).toBeInTheDocument();
    expect(await within(card('Billing Info')).findByText('EFT xxxxx6789')).toBeInTheDocument();
    expect(await within(card('Contact Info')).findByText('Not filled in yet')).toBeInTheDocument();
    expect(within(cards).queryByText('*****6789')).toBeNull();
    // The plans and totals come before the cards in reading order (first on a phone).
    const cart = screen.getByRole('region', { name: 'Order Summary' });
    expect(cart.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(cart).findByText('Dental Basic')).toBeInTheDocument();
    expect(within(cart).getByText('First Month Total Cost')).toBeInTheDocument();
    expect(within(cart).getByText('Recurring Monthly Cost')).toBeInTheDocument();
    // The billing step's summary: each plan's option and tier, and per paycheck for a group employee.
    expect(within(cart).getByText('PPO 1000 · Family')).toBeInTheDocument();
    expect(within(cart).getAllByText('$9.23 per paycheck, 26 a year')).toHaveLength(2);
    expect(within(cart).getAllByText('Employer $20.00/month')).toHaveLength(2);
    expect(within(cart).getByText('Your cost per paycheck')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Details: Personal Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal Info' });
    expect(await within(dialog).findByText('*****6789')).toBeInTheDocument();
    expect(within(dialog).getByText('Female')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'View Details: Billing Info' }));
    const billing = await screen.findByRole('dialog', { name: 'Billing Info' });
    expect(await within(billing).findByText('xxxxx6789')).toBeInTheDocument();
    expect(within(billing).getByText('EFT')).toBeInTheDocument();
    expect(within(billing).getByText('Checking')).toBeInTheDocument();
    expect(within(billing).queryByText('4')).toBeNull();
    await user.click(within(billing).getByRole('button', { name: 'Back' }));

    await user.click(screen.getByRole('button', { name: 'View Details: Personal Info' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Personal Info' })).getByRole('button', {
        name: 'Edit Details',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Information' }),
    ).toBeInTheDocument();
    expect(sessionStore.getState().navto).toBe('review');
  });

  it('Next removes dependents (no dependent step), saves first_enroll=1, empties the cart badge and goes on', async () => {
    serveTempInfo(api);
    api.on('save-review-info', ok({ status: true, message: 'Saved' }));
    api.on('get-agreement-texts', ok({ result: [], version: '1', language: 'en' }));
    api.on('get-form-fields-agreement-info', ok({ result: [] }));
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Additional Notes'), 'Call after 5pm');
    await user.dblClick(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agreement & Signature' }),
    ).toBeInTheDocument();
    expect(api.callsTo('delete-dependent-in-IO')).toHaveLength(1);
    expect(api.callsTo('save-review-info')).toHaveLength(1);
    expect(api.callsTo('save-review-info')[0].body).toEqual({
      enrollment_id: ENROLLMENT_ID,
      additional_notes: 'Call after 5pm',
      first_enroll: 1,
    });
    expect(sessionStore.getState().cartCount).toBe(0);
  });

  it('a failed save shows the red error line and the error modal with Save & Continue Later', async () => {
    serveTempInfo(api);
    api.on('save-review-info', fieldErrors(['review_info', 'The enrollment could not be saved.']));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(
      within(dialog).getByText('Something went wrong. Please save your enrollment.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The enrollment could not be saved.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save & Continue Later' }));
    expect(
      await screen.findByText('Please enter the alternate email you want to send Enrollment code to?'),
    ).toBeInTheDocument();
  });
});
