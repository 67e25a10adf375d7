import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { def, serveTabs, serveTempInfo, ENROLLMENT_ID } from '../../test/wizard-api';

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, eprocess: 'applicant', enroll_type: 'new-member' });
  serveTabs(api, ['primary_info', 'contact_info', 'beneficiary_info', 'review_info']);
  api.on(
    'get-form-fields-beneficiary-info',
    ok({
      result: [
        'first_name',
        'middle_name',
        'last_name',
        'birthdate',
        'ssn',
        'relationship',
        'beneficiary_percentage',
      ].map((n) => def(n)),
    }),
  );
  api.on('get-beneficiary-relationships', ok({ result: { spouse: 'Spouse', child: 'Child' } }));
  api.on('validate-single-beneficiary', ok({ status: true, message: 'The beneficiary is valid.' }));
});

const open = () =>
  renderScreen(<RemoteRoutes screen="enrollment-step" />, {
    path: 'enrollment/:step?',
    at: '/enrollment/beneficiary-info',
  });

type User = ReturnType<typeof userEvent.setup>;
async function add(user: User, first: string, percentage: string) {
  const form = await screen.findByRole('form', { name: 'Add Beneficiary' });
  await user.type(within(form).getByLabelText('First Name'), first);
  await user.type(within(form).getByLabelText('Last Name'), 'Lopez');
  await user.type(within(form).getByLabelText('Date of Birth'), '01022000');
  await user.selectOptions(within(form).getByLabelText('Relationship'), 'Child');
  const share = within(form).getByLabelText('Percentage');
  await user.clear(share);
  await user.type(share, percentage);
  await user.click(within(form).getByRole('button', { name: 'Submit' }));
}

describe('beneficiary information', () => {
  it('keeps the list after each add, so a reload shows the people already typed', async () => {
    const temp = serveTempInfo(api);
    api.on('keep-beneficiary-draft', (req) => {
      temp.saved.benificiary_info = req.body?.beneficiaries;
      return ok({ status: true, message: 'Beneficiary list kept.' });
    });
    const user = userEvent.setup();
    const first = open();
    await add(user, 'Ana', '60');
    await waitFor(() => expect(api.callsTo('keep-beneficiary-draft')).toHaveLength(1));
    expect(api.callsTo('keep-beneficiary-draft')[0].body).toMatchObject({
      enrollment_id: ENROLLMENT_ID,
      beneficiaries: [{ first_name: 'Ana', last_name: 'Lopez', beneficiary_percentage: '60' }],
    });
    first.unmount();
    open();
    expect(await screen.findByRole('list', { name: 'Beneficiaries' })).toHaveTextContent('#1: Ana Lopez');
    expect(screen.queryByText('This list is not saved yet. Press Next to save it.')).toBeNull();
  });

  it('says so when the list could not be kept, and keeps it on the page', async () => {
    serveTempInfo(api);
    const user = userEvent.setup();
    open();
    await add(user, 'Ana', '60');
    expect(await screen.findByText('This list is not saved yet. Press Next to save it.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Beneficiaries' })).toHaveTextContent('#1: Ana Lopez');
  });

  it('reaches exactly 100 with the spec messages, and saves the list on Next', async () => {
    const temp = serveTempInfo(api);
    // Stored as the server keeps it: the list (the review that follows Next reads it).
    api.on('save-beneficiary-info', (req) => {
      temp.saved.benificiary_info = req.body?.beneficiaries;
      return ok({ status: true, message: 'Saved' });
    });
    const user = userEvent.setup();
    open();
    // The first share proposed is everything still unassigned; letters are stripped.
    const form = await screen.findByRole('form', { name: 'Add Beneficiary' });
    expect(within(form).getByLabelText('Percentage')).toHaveValue('100');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await add(user, 'Ana', '6o0');
    expect(
      await screen.findByText('Total Beneficiary Percentage Should not be less than 100%'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Beneficiaries' })).toHaveTextContent('#1: Ana Lopez');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await add(user, 'Ben', '40');
    expect(await screen.findByText('Now You can Continue Enrollment')).toBeInTheDocument();
    // At 100 there is nothing left to add.
    expect(screen.queryByRole('form', { name: 'Add Beneficiary' })).toBeNull();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAccessibleDescription('Click to continue enrollment');

    await user.click(next);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review & Confirmation' }),
    ).toBeInTheDocument();
    expect(api.callsTo('save-beneficiary-info')[0].body).toEqual({
      enrollment_id: ENROLLMENT_ID,
      beneficiaries: [
        {
          first_name: 'Ana',
          last_name: 'Lopez',
          birthdate: '01/02/2000',
          relationship: 'child',
          beneficiary_percentage: '60',
        },
        {
          first_name: 'Ben',
          last_name: 'Lopez',
          birthdate: '01/02/2000',
          relationship: 'child',
          beneficiary_percentage: '40',
        },
      ],
    });
  });

  it('locks Delete and Next while an edit is open, and says when the total goes over 100', async () => {
    serveTempInfo(api, {
      benificiary_info: [
        {
          beneficiary_id: 'b1',
          first_name: 'Ana',
          middle_name: '',
          last_name: 'Lopez',
          birthdate: '01/02/2000',
          ssn: '*****6789',
          relationship: 'child',
          beneficiary_percentage: '60',
        },
        {
          beneficiary_id: 'b2',
          first_name: 'Ben',
          middle_name: '',
          last_name: 'Lopez',
          birthdate: '01/02/2001',
          ssn: '',
          relationship: 'child',
          beneficiary_percentage: '40',
        },
      ],
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit #1: Ana Lopez' }));
    const edit = screen.getByRole('form', { name: 'Edit Beneficiary #1' });
    expect(within(edit).getByLabelText('SSN')).toHaveValue('*****6789');
    const del = screen.getByRole('button', { name: 'Delete #2: Ben Lopez' });
    expect(del).toHaveAttribute('aria-disabled', 'true');
    expect(del).toHaveAccessibleDescription('Please submit the edited form first to delete');
    await user.click(del);
    expect(screen.getByRole('list', { name: 'Beneficiaries' })).toHaveTextContent('#2: Ben Lopez');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription('Please submit the edited form first to continue');
    // The add form is hidden while editing.
    expect(screen.queryByRole('form', { name: 'Add Beneficiary' })).toBeNull();

    const share = within(edit).getByLabelText('Percentage');
    await user.clear(share);
    await user.type(share, '70');
    await user.click(within(edit).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Total Beneficiary Percentage Should not be greater than 100%'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete #2: Ben Lopez' })).toHaveAccessibleDescription(
      'Delete',
    );
    await user.click(screen.getByRole('button', { name: 'Delete #2: Ben Lopez' }));
    expect(screen.getByRole('list', { name: 'Beneficiaries' })).not.toHaveTextContent('Ben');
  });

  it("shows validate-single-beneficiary's errors beside the field and keeps the entry", async () => {
    serveTempInfo(api);
    api.on('validate-single-beneficiary', fieldErrors(['ssn', 'This SSN is not valid.']));
    const user = userEvent.setup();
    open();
    const form = await screen.findByRole('form', { name: 'Add Beneficiary' });
    await user.type(within(form).getByLabelText('SSN'), '000000000');
    await add(user, 'Ana', '100');
    await waitFor(() =>
      expect(within(form).getByLabelText('SSN')).toHaveAccessibleDescription(
        '9 digits This SSN is not valid.',
      ),
    );
    expect(within(form).getByLabelText('First Name')).toHaveValue('Ana');
    expect(screen.queryByRole('list', { name: 'Beneficiaries' })).toBeNull();
  });

  it('prefills an existing member from the beneficiaries on file, or the saved list when that fails', async () => {
    resetSession({ enrollmentId: ENROLLMENT_ID, enroll_type: 'existing-member' });
    serveTempInfo(api);
    api.on(
      'get-beneficiaries-existing-user-enrollment',
      ok({
        result: [
          {
            beneficiary_id: 'x1',
            first_name: 'Rosa',
            middle_name: '',
            last_name: 'Lopez',
            birthdate: '05/06/1960',
            ssn: '',
            relationship: 'parent',
            beneficiary_percentage: '100',
          },
        ],
      }),
    );
    const first = open();
    expect(await screen.findByRole('list', { name: 'Beneficiaries' })).toHaveTextContent('#1: Rosa Lopez');
    first.unmount();

    api.on(
      'get-beneficiaries-existing-user-enrollment',
      fieldErrors(['enrollment_id', 'Not an existing member']),
    );
    open();
    expect(await screen.findByRole('form', { name: 'Add Beneficiary' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Beneficiaries' })).toBeNull();
  });
});
