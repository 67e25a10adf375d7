import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { def, serveTabs, serveTempInfo, ENROLLMENT_ID } from '../../test/wizard-api';

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID });
  serveTabs(api, ['primary_info', 'contact_info', 'review_info']);
  serveTempInfo(api);
  api.on(
    'get-form-fields-personal-info',
    ok({ result: [def('first_name'), def('last_name'), def('marital_status'), def('ssn')] }),
  );
});

describe('Save & Continue Later', () => {
  it("sends the step's tab and values as typed; refusals show under the e-mail; then the saved message", async () => {
    api.on('save-enrollment', fieldErrors(['primary_info.ssn', 'SSN must be 9 digits.']));
    const user = userEvent.setup();
    renderScreen(<RemoteRoutes screen="enrollment-step" />, {
      path: 'enrollment/:step?',
      at: '/enrollment/personal-info',
    });
    await user.type(await screen.findByLabelText('First Name'), 'Ana');
    await user.type(screen.getByLabelText('SSN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Save & Continue Later' }));
    const dialog = screen.getByRole('dialog', { name: 'Save & Continue Later' });
    expect(dialog).toHaveTextContent('Please enter the alternate email you want to send Enrollment code to?');

    await user.type(within(dialog).getByLabelText('Email'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail')).toBeInTheDocument();
    expect(api.callsTo('save-enrollment')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('SSN must be 9 digits.'),
    );
    // The step's own field says it too, for when the dialog is closed to fix it.
    expect(screen.getByLabelText('SSN')).toHaveAccessibleDescription('9 digits SSN must be 9 digits.');
    expect(api.callsTo('save-enrollment')[0].body).toEqual({
      enrollment_id: ENROLLMENT_ID,
      email: 'ana@example.com',
      tab: 'primary_info',
      data: { first_name: 'Ana', ssn: '1234' },
    });

    api.on(
      'save-enrollment',
      ok({ message: 'Enrollment code sent to ana@example.com', email: 'ana@example.com' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Information Saved!!! Check your email to continue')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The step itself is as it was.
    expect(screen.getByLabelText('First Name')).toHaveValue('Ana');
  });
});
