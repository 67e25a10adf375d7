import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const ENROLLMENT_ID = 'tmp_AbCdEfGhIjKlMnOpQrStUv';
const api = withTestApi();
beforeEach(() => {
  resetSession({ open_type: 'user', eprocess: 'applicant', agent_id: 10109, group_id: 77, portal_id: 101 });
  api.on('get-featured-plans', ok([]));
});

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  v: { zip: string; gender: string; tier: string; dob: string },
) {
  await user.type(await screen.findByLabelText('Zip Code'), v.zip);
  if (v.gender) await user.selectOptions(screen.getByLabelText('Gender'), v.gender);
  if (v.tier) await user.selectOptions(screen.getByLabelText('Tier'), v.tier);
  await user.type(screen.getByLabelText('Date of Birth'), v.dob);
}

describe('shop landing: open-enrollment form', () => {
  it('shows required and format errors beside each field and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<RemoteRoutes screen="landing" />, { path: '' });
    await fillForm(user, { zip: '12', gender: '', tier: '', dob: '02/3' });
    await user.click(screen.getByRole('button', { name: 'View Plans' }));

    expect(screen.getByLabelText('Zip Code')).toHaveAccessibleDescription('Zip code must be 5 digits');
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('Please choose a gender');
    expect(screen.getByLabelText('Tier')).toHaveAccessibleDescription('Please choose a tier');
    expect(screen.getByLabelText('Date of Birth')).toHaveAccessibleDescription(
      'Please enter a valid date of birth (MM/DD/YYYY)',
    );
    expect(screen.getByLabelText('Zip Code')).toHaveValue('12');
    expect(api.callsTo('add-filter-for-new-user')).toHaveLength(0);
  });

  it('shows the first zip-lookup error beside the zip on blur', async () => {
    const user = userEvent.setup();
    api.on(
      'validate-zip-code',
      fieldErrors(['zip_code', 'We do not serve this zip code'], ['zip_code', 'second']),
    );
    renderScreen(<RemoteRoutes screen="landing" />, { path: '' });
    await user.type(await screen.findByLabelText('Zip Code'), '00000');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText('Zip Code')).toHaveAccessibleDescription('We do not serve this zip code'),
    );
    expect(api.callsTo('validate-zip-code')[0].query).toEqual({ zip_code: '00000' });
  });

  it('creates the temporary enrollment from good input and goes to the plans', async () => {
    const user = userEvent.setup();
    api.on('validate-zip-code', ok({ zip: '10001', state: 'NY', city: 'New York' }));
    api.on('add-filter-for-new-user', ok({ temp_enrollment_id: ENROLLMENT_ID, show_quotation: 'no' }));
    renderScreen(<RemoteRoutes screen="landing" />, { path: '' });
    await fillForm(user, { zip: '10001', gender: 'Female', tier: 'IS Member + Spouse', dob: '04181988' });
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('04/18/1988');
    await user.click(screen.getByRole('button', { name: 'View Plans' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/plans');
    expect(api.callsTo('add-filter-for-new-user')[0].body).toEqual({
      zip: '10001',
      dob: '04/18/1988',
      gender: 1,
      tier: 'IS',
      eprocess: 'applicant',
      agent_id: 10109,
      group_id: 77,
      platform_group_id: 101,
      open_type: 'user',
    });
    expect(sessionStore.getState().enrollmentId).toBe(ENROLLMENT_ID);
    expect(sessionStore.getState()['show-quotation']).toBe('no');
  });

  it('keeps what was typed and shows server field errors beside the fields', async () => {
    const user = userEvent.setup();
    api.on('validate-zip-code', ok({ zip: '10001', state: 'NY', city: 'New York' }));
    api.on(
      'add-filter-for-new-user',
      fieldErrors(['tier', 'This tier is not offered here'], ['dob', 'Applicants must be 18 or older']),
    );
    renderScreen(<RemoteRoutes screen="landing" />, { path: '' });
    await fillForm(user, { zip: '10001', gender: 'Male', tier: 'IF Family', dob: '01/01/2015' });
    await user.click(screen.getByRole('button', { name: 'View Plans' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Tier')).toHaveAccessibleDescription('This tier is not offered here'),
    );
    expect(screen.getByLabelText('Date of Birth')).toHaveAccessibleDescription(
      'Applicants must be 18 or older',
    );
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('01/01/2015');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('10001');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('prefills from the stored filters and updates them under the landing slug', async () => {
    const user = userEvent.setup();
    sessionStore.getState().set({ enrollmentId: ENROLLMENT_ID });
    api.on(
      'get-enrollment-temp-info',
      ok({ result: { zip: '80202', gender: 0, tier: 'IC', dob: '07/04/1990', is_smoker: null } }),
    );
    api.on('validate-zip-code', ok({ zip: '80202', state: 'CO', city: 'Denver' }));
    api.on('change-filter-info', ok({}));
    renderScreen(<RemoteRoutes screen="home" />, { path: 'home', at: '/summit-benefits/home' });

    await waitFor(() => expect(screen.getByLabelText('Zip Code')).toHaveValue('80202'));
    expect(screen.getByLabelText('Tier')).toHaveValue('IC');
    await user.selectOptions(screen.getByLabelText('Tier'), 'IF Family');
    await user.click(screen.getByRole('button', { name: 'View Plans' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/summit-benefits/plans');
    const put = api.callsTo('change-filter-info')[0];
    expect(put.method).toBe('PUT');
    expect(put.path).toBe(`/change-filter-info/${ENROLLMENT_ID}`);
    expect(put.body).toEqual({ zip: '80202', dob: '07/04/1990', gender: 0, tier: 'IF' });
  });
});
