import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionValues } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { ENROLLMENT_ID, serveCart } from '../../test/cart-api';

const api = withTestApi();
beforeEach(() => {
  serveCart(api);
  api.on('check-prudential-cart', ok({ status: false }));
});

const QUOTE = 'Send Personalized Quote';
const TITLE = 'Please enter details you want to send quote to?';
const ADMIN_FEE_NOTICE = 'Quotes, prices and/or rates displayed include 3% Administrative fees.';
async function renderCartAs(session: Partial<SessionValues>) {
  resetSession({ enrollmentId: ENROLLMENT_ID, ...session });
  renderScreen(<RemoteRoutes screen="cart" />, { path: 'cart' });
  await screen.findByRole('button', { name: 'Proceed to Checkout' });
}
async function openQuote() {
  await userEvent.click(screen.getByRole('button', { name: QUOTE }));
  return screen.getByRole('dialog', { name: TITLE });
}
async function fill(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Pat Doe');
  await userEvent.type(within(dialog).getByLabelText('E-mail'), 'pat@example.com');
  await userEvent.type(within(dialog).getByLabelText('Message'), 'Your plans, as discussed.');
}

describe('Send Personalized Quote', () => {
  it.each([
    ['a rep', true, { eprocess: 'rep', 'show-quotation': 'yes' }],
    ['a group', true, { eprocess: 'group', 'show-quotation': 'yes' }],
    ['a rep without a stored flag', true, { eprocess: 'rep' }],
    ['an applicant', false, { eprocess: 'applicant', 'show-quotation': 'yes' }],
    ['a rep when show-quotation is no', false, { eprocess: 'rep', 'show-quotation': 'no' }],
    ['a group when show-quotation is no', false, { eprocess: 'group', 'show-quotation': 'no' }],
  ] as const)('for %s the button is shown: %s', async (_who, shown, session) => {
    await renderCartAs(session);
    expect(screen.queryByRole('button', { name: QUOTE }) !== null).toBe(shown);
  });

  it('needs a name and an e-mail before anything is sent', async () => {
    await renderCartAs({ eprocess: 'rep' });
    const dialog = await openQuote();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Please enter a name');
    expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter an e-mail');
    expect(api.callsTo('save-enrollment')).toHaveLength(0);
  });

  // The API sanitises the preview (apps/api/src/http/safe-html.test.ts); the box renders it.
  it('previews the server HTML in a scrolling box, and goes back with the form intact', async () => {
    api.on('get-quote-preview-content', ok({ content: '<h2>Your quote</h2><p>BrightSmile</p>' }));
    await renderCartAs({ eprocess: 'group' });
    await fill(await openQuote());
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Quote Preview' });
    const box = within(preview).getByRole('region', { name: 'Quote preview' });
    expect(within(box).getByRole('heading', { name: 'Your quote' })).toBeInTheDocument();
    expect(within(box).getByText('BrightSmile').tagName).toBe('P');
    expect(api.callsTo('get-quote-preview-content')[0].query).toEqual({
      enrollment_id: ENROLLMENT_ID,
      name: 'Pat Doe',
      email: 'pat@example.com',
      message: 'Your plans, as discussed.',
      tab: 'cart_info',
      type: 'preview',
    });
    await userEvent.click(within(preview).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Pat Doe');
  });

  it('sends the quote and confirms the address; shows the 3% fee notice when the cart has fee plans', async () => {
    api.on('check-prudential-cart', ok({ status: true }));
    api.on('save-enrollment', (req) => ok({ message: 'sent', email: String(req.body?.email) }));
    await renderCartAs({ eprocess: 'rep' });
    const dialog = await openQuote();
    expect(await within(dialog).findByText(ADMIN_FEE_NOTICE)).toBeInTheDocument();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const done = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(done).toHaveTextContent('Quote Successfully Sent to pat@example.com');
    expect(api.callsTo('save-enrollment')[0].body).toEqual({
      enrollment_id: ENROLLMENT_ID,
      name: 'Pat Doe',
      email: 'pat@example.com',
      message: 'Your plans, as discussed.',
      tab: 'cart_info',
    });
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows server field errors beside the fields and keeps what was typed', async () => {
    api.on(
      'save-enrollment',
      fieldErrors(['email', 'This e-mail address cannot receive mail'], ['message', 'Message too long']),
    );
    await renderCartAs({ eprocess: 'rep' });
    const dialog = await openQuote();
    expect(within(dialog).queryByText(ADMIN_FEE_NOTICE)).toBeNull();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const email = within(dialog).getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This e-mail address cannot receive mail'));
    expect(within(dialog).getByLabelText('Message')).toHaveAccessibleDescription('Message too long');
    expect(email).toHaveValue('pat@example.com');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Pat Doe');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Your plans, as discussed.');
  });
});
