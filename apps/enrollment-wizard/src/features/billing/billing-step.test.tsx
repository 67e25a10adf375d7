import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { serveTabs, serveTempInfo, ENROLLMENT_ID } from '../../test/wizard-api';

const CONTACT = { address1: '12 Main St', address2: '', city: 'Austin', state: 'TX', zip: '78701' };
const STATES = [
  { abbrev: 'TX', name: 'Texas' },
  { abbrev: 'CA', name: 'California' },
];
const CARD = {
  card_id: 5,
  name_on_cc: 'Ana Lopez',
  card_number: 'xxxxxx1111',
  brand: 'visa',
  expiration_month: '09',
  expiration_year: '2030',
};
const BANK = {
  bank_id: 9,
  account_name: 'Ana Lopez',
  bank_name: 'First Bank',
  account_number: 'xxxxx6789',
  account_type: 'checking',
  account_holder_type: 'individual',
};

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, eprocess: 'applicant' });
  serveTabs(api, ['primary_info', 'review_info', 'agreement_info', 'billing_info']);
  serveTempInfo(api, { contact_info: CONTACT });
  api.on('get-states', ok({ result: STATES }));
  api.on('get-existing-card-info', ok({ result: [CARD] }));
  api.on('get-existing-bank-info', ok({ result: [BANK] }));
  api.on('save-billing-info', ok({ status: true, message: 'Saved' }));
  api.on('save-billing-info-existing', ok({ status: true, message: 'Saved' }));
  api.on('complete-enrollment', ok({ policy_id: 'BS-ABCD-EFGH', name: 'Ana Lopez' }));
  api.on('get-receipt', ok({ policy_id: 'BS-ABCD-EFGH', name: 'Ana Lopez' }));
  api.on(
    'get-plan-cart',
    ok({
      result: [
        {
          plan_id: 1001,
          plan_pricing_id: 100101,
          plan_name: 'BrightSmile Dental PPO',
          plan_logo: '',
          price: 94.99,
          removable: 1,
          option_name: 'PPO 1000',
        },
      ],
      initial_month_cost: 188.97,
      recurring_month_cost: 94.99,
      effective_date: '01/01/2027',
      tier: 'IF',
    }),
  );
});
const PAY = { name: 'Submit enrollment and pay $188.97' };
const open = () =>
  renderScreen(<RemoteRoutes screen="enrollment-step" />, {
    path: 'enrollment/:step?',
    at: '/enrollment/billing-information',
  });

describe('billing information', () => {
  it('cc: checks the card, copies the physical address read-only, and the last Next completes once', async () => {
    api.on('get-payment-method', ok({ result: 'cc' }));
    const user = userEvent.setup();
    open();
    const type = await screen.findByRole('group', { name: 'Payment Type' });
    expect(
      within(type)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Credit Card', 'EFT']);
    await user.type(screen.getByLabelText('First Name on Card'), 'Ana');
    await user.type(screen.getByLabelText('Last Name on Card'), 'Lopez');
    await user.type(screen.getByLabelText('Card Number'), '4111111111111112');
    await user.type(screen.getByLabelText('Security Code'), '123');
    await user.selectOptions(screen.getByLabelText('Expiration Month'), '09');
    const year = String(new Date().getUTCFullYear() + 2);
    await user.selectOptions(screen.getByLabelText('Expiration Year'), year);
    expect(screen.getByRole('option', { name: 'Texas (TX)' })).toBeInTheDocument();
    // The order beside the payment: plan with option and tier, date, first month and recurring.
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText('PPO 1000 · Family')).toBeInTheDocument();
    expect(summary).toHaveTextContent('01/01/2027');
    expect(summary).toHaveTextContent('First Month Total Cost$188.97');
    // The card number is grouped while typed; the API gets the digits.
    expect(screen.getByLabelText('Card Number')).toHaveValue('4111 1111 1111 1112');

    await user.click(screen.getByLabelText('Choose physical address'));
    expect(screen.getByLabelText('Street Address 1')).toHaveValue('12 Main St');
    expect(screen.getByLabelText('Street Address 1')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('State')).toHaveValue('TX');

    await user.click(screen.getByRole('button', PAY));
    expect(await screen.findByText('Please enter a valid card number.')).toBeInTheDocument();
    expect(api.callsTo('save-billing-info')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Card Number'));
    await user.type(screen.getByLabelText('Card Number'), '4111111111111111');
    await user.dblClick(screen.getByRole('button', PAY));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/enrollment/receipt'));
    expect(api.callsTo('save-billing-info')).toHaveLength(1);
    expect(api.callsTo('complete-enrollment')).toHaveLength(1);
    expect(api.callsTo('save-billing-info')[0].body).toMatchObject({
      payment_method: 'cc',
      card_number: '4111111111111111',
      is_physical_address: 'yes',
      state: 'TX',
      zip: '78701',
    });
    // Nothing of the card in storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain('4111');
    expect(JSON.stringify(sessionStore.getState())).not.toContain('4111');
  });

  it('a saved card disables new entry and saves via the existing call; choosing it again deselects', async () => {
    api.on('get-payment-method', ok({ result: 'cc' }));
    const user = userEvent.setup();
    open();
    const saved = await screen.findByRole('radio', { name: /card xxxxxx1111/ });
    await user.click(saved);
    expect(screen.getByLabelText('Card Number')).toBeDisabled();
    await user.click(saved);
    expect(saved).not.toBeChecked();
    expect(screen.getByLabelText('Card Number')).toBeEnabled();
    await user.click(screen.getByLabelText('Choose physical address'));
    await user.click(screen.getByLabelText('Choose physical address'));
    expect(screen.getByLabelText('Street Address 1')).toHaveValue('');
    expect(screen.getByLabelText('Street Address 1')).not.toHaveAttribute('readonly');

    await user.click(saved);
    await user.click(screen.getByRole('button', PAY));
    await waitFor(() => expect(api.callsTo('save-billing-info-existing')).toHaveLength(1));
    expect(api.callsTo('save-billing-info-existing')[0].body).toEqual({
      enrollment_id: ENROLLMENT_ID,
      payment_method: 'cc',
      card_id: 5,
    });
  });

  it('eft: shows the ACH authorization; the routing number fills the bank name on blur and clears it on failure', async () => {
    api.on('get-payment-method', ok({ result: 'eft' }));
    api.on('validate-routing-number', ok({ result: { bank_name: 'JPMorgan Chase Bank' } }));
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'ACH Authorization' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /First Bank, account xxxxx6789/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Checking' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked();
    // A number that cannot be a routing number is refused without asking the server.
    await user.type(screen.getByLabelText('Routing Number'), '02100002');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText('Routing Number')).toHaveAccessibleDescription(
        /Please enter a valid 9-digit routing number./,
      ),
    );
    // Nine digits that fail the checksum: a typo, said as such.
    await user.type(screen.getByLabelText('Routing Number'), '2');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText('Routing Number')).toHaveAccessibleDescription(
        /This routing number is not valid./,
      ),
    );
    expect(api.callsTo('validate-routing-number')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Routing Number'));
    await user.type(screen.getByLabelText('Routing Number'), '021000021');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Bank Name')).toHaveValue('JPMorgan Chase Bank'));

    api.on(
      'validate-routing-number',
      fieldErrors(['routing_number', 'We could not find a bank with this routing number.']),
    );
    await user.clear(screen.getByLabelText('Routing Number'));
    await user.type(screen.getByLabelText('Routing Number'), '011000015');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText('Routing Number')).toHaveAccessibleDescription(
        /We could not find a bank with this routing number./,
      ),
    );
    expect(screen.getByLabelText('Bank Name')).toHaveValue('');
  });

  it('a card payer who chooses EFT agrees to the EFT terms beside the account, for a saved one too', async () => {
    const HASH = 'c'.repeat(64);
    const text = (text_id: string, text_head: string, text_body: string) => ({
      text_id,
      text_head,
      text_body,
      version: '2026-11-01',
      hash: 'd'.repeat(64),
      text_required: 1,
    });
    api.on(
      'get-payment-method',
      ok({
        result: 'cc',
        eft_terms: {
          version: '2026-11-01',
          texts_hash: HASH,
          texts: [
            text(
              'eft-authorization',
              'Authorization for Electronic Funds Transfer (EFT)',
              'If I pay by EFT ...',
            ),
            text('returned-payments', 'Returned Payments and Fees', 'a $30 insufficient funds fee'),
          ],
        },
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'EFT' }));
    expect(screen.getByRole('heading', { name: 'Returned Payments and Fees' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /First Bank, account xxxxx6789/ }));
    await user.click(screen.getByRole('button', PAY));
    const box = screen.getByRole('checkbox', { name: 'I agree to the EFT terms above.' });
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription('Please agree to the EFT terms to pay from a bank account.'),
    );
    expect(api.callsTo('save-billing-info-existing')).toHaveLength(0);
    await user.click(box);
    await user.click(screen.getByRole('button', PAY));
    await waitFor(() => expect(api.callsTo('save-billing-info-existing')).toHaveLength(1));
    expect(api.callsTo('save-billing-info-existing')[0].body).toMatchObject({
      bank_id: 9,
      eft_terms_hash: HASH,
    });
  });

  it('a card payer paying by card is not shown the EFT terms', async () => {
    api.on(
      'get-payment-method',
      ok({ result: 'cc', eft_terms: { version: '1', texts_hash: 'c'.repeat(64), texts: [] } }),
    );
    open();
    await screen.findByLabelText('Card Number');
    expect(
      screen.queryByRole('checkbox', { name: 'I agree to the EFT terms above.' }),
    ).not.toBeInTheDocument();
  });

  it('stmt and list: who is billed, a note, and Submit enrollment (nothing to pay here) saves the method and completes', async () => {
    api.on('get-payment-method', ok({ result: 'elist', billed_to: 'Summit Hospitality Group' }));
    const user = userEvent.setup();
    open();
    expect(await screen.findByText(/Your group is list billed/)).toBeInTheDocument();
    // No lone radio to "choose" the only way: the step says who pays the bill (issue 32).
    expect(screen.getByText('Billed to Summit Hospitality Group')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Submit enrollment' }));
    await waitFor(() => expect(api.callsTo('complete-enrollment')).toHaveLength(1));
    expect(api.callsTo('save-billing-info')[0].body).toEqual({
      enrollment_id: ENROLLMENT_ID,
      payment_method: 'elist',
    });
  });
});
