import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { def, serveTabs, serveTempInfo, ENROLLMENT_ID } from '../../test/wizard-api';

const REQUIRED = [
  'primary_info',
  'contact_info',
  'beneficiary_info',
  'review_info',
  'agreement_info',
  'billing_info',
];
const PERSONAL_DEFS = [
  def('first_name'),
  def('last_name'),
  def('birthdate', { value: '04/18/1988', read_only: 1 }),
  def('gender', { value: 1, read_only: 1 }),
  def('marital_status'),
  def('ssn'),
  def('weight', { required: 0 }),
  def('height_feet', { required: 0 }),
  def('height_inch', { required: 0 }),
  def('prior_coverage_flag', { required: 0 }),
];

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, eprocess: 'applicant', nav_array: [] });
  serveTabs(api, REQUIRED);
  api.on('get-form-fields-personal-info', ok({ result: PERSONAL_DEFS }));
});

const renderStep = (step: string) =>
  renderScreen(<RemoteRoutes screen="enrollment-step" />, {
    path: 'enrollment/:step?',
    at: `/enrollment/${step}`,
  });
const location = () => screen.queryByTestId('location')?.textContent ?? null;
/** The wizard's own steps share one route: the step shown is its heading. */
const stepHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function fillPersonal(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First Name'), 'Ana');
  await user.type(screen.getByLabelText('Last Name'), 'Lopez');
  await user.selectOptions(screen.getByLabelText('Marital Status'), 'Married');
  await user.type(screen.getByLabelText('SSN'), '123-45-6789');
}

describe('the wizard frame', () => {
  it('takes its steps from get-dynamic-tabs, shows the progress and goes back to the cart', async () => {
    serveTempInfo(api);
    const user = userEvent.setup();
    renderStep('personal-info');
    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 6');
    await waitFor(() => expect(sessionStore.getState().nav_array).toEqual(REQUIRED));
    // Only shown fields: weight's definition says required 0.
    expect(screen.queryByLabelText('Weight (lbs)')).toBeNull();
    expect(await screen.findByLabelText('Date of Birth')).toHaveValue('04/18/1988');
    expect(screen.getByLabelText('Date of Birth')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Gender')).toHaveValue('Female');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/cart');
  });

  it('saves once on a double click, then goes to the adjacent tab; a reload shows what was saved', async () => {
    const temp = serveTempInfo(api);
    api.on('save-personal-info', temp.store('primary_info'));
    const user = userEvent.setup();
    const view = renderStep('personal-info');
    await fillPersonal(user);
    // Grouped as typed; the save below sends the digits.
    expect(screen.getByLabelText('SSN')).toHaveValue('123-45-6789');
    await user.dblClick(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading('Contact Information')).toBeInTheDocument();
    expect(api.callsTo('save-personal-info')).toHaveLength(1);
    expect(api.callsTo('save-personal-info')[0].body).toEqual({
      enrollment_id: ENROLLMENT_ID,
      first_name: 'Ana',
      last_name: 'Lopez',
      marital_status: 1,
      ssn: '123456789',
    });
    view.unmount();

    renderStep('personal-info');
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Marital Status')).toHaveDisplayValue('Married');
    expect(screen.getByLabelText('SSN')).toHaveValue('*****6789');
  });

  it('checks the contract rules before saving and keeps what was typed', async () => {
    serveTempInfo(api);
    const user = userEvent.setup();
    renderStep('personal-info');
    await user.type(await screen.findByLabelText('First Name'), 'R2D2');
    await user.type(screen.getByLabelText('SSN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('First Name')).toHaveAccessibleDescription(
      'Please use letters, spaces, hyphens and apostrophes only.',
    );
    expect(screen.getByLabelText('SSN')).toHaveAccessibleDescription('9 digits SSN must be 9 digits.');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('First Name')).toHaveValue('R2D2');
    expect(api.callsTo('save-personal-info')).toHaveLength(0);
  });

  it('shows the server errors beside their fields, keeps the values and stays on the step', async () => {
    serveTempInfo(api);
    api.on(
      'save-personal-info',
      fieldErrors(['primary_info.last_name', 'Last name does not match our records'], ['form', 'Try later']),
    );
    const user = userEvent.setup();
    renderStep('personal-info');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(
        'Last name does not match our records',
      ),
    );
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lopez');
    expect(screen.getByText('Try later')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Personal Information');
  });

  it('returns to review-confirm once when a navto marker is stored', async () => {
    const temp = serveTempInfo(api);
    api.on('save-personal-info', temp.store('primary_info'));
    sessionStore.getState().set({ navto: 'review' });
    const user = userEvent.setup();
    renderStep('personal-info');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading('Review & Confirmation')).toBeInTheDocument();
    expect(sessionStore.getState().navto).toBeNull();
  });

  it('sends an unknown or missing step to the first step of the enrollment', async () => {
    serveTempInfo(api);
    renderStep('no-such-step');
    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
  });
});
