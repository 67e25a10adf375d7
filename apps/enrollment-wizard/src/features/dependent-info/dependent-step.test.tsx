import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, type ApiRequest, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { def, serveTabs, serveTempInfo, ENROLLMENT_ID } from '../../test/wizard-api';

const api = withTestApi();

type Dep = { primary_info: Record<string, unknown>; health_info?: unknown };
/** The enrollment's dependents as the server keeps them: ids given, SSNs masked. */
function serveDependents(tier: string, initial: Dep[] = []) {
  const temp = serveTempInfo(api, { filter_info: { tier }, dependent_info: initial });
  let id = 0;
  const keep = (req: ApiRequest) => {
    temp.saved.dependent_info = ((req.body?.dependents as Dep[]) ?? []).map((d) => ({
      primary_info: {
        ...d.primary_info,
        dependent_id: d.primary_info.dependent_id ?? `d${++id}`,
        ssn: `*****${String(d.primary_info.ssn).slice(-4)}`,
      },
      health_info: d.health_info ?? null,
    }));
    return ok({ status: true, message: 'Saved' });
  };
  api.on('save-dependent-info-to-temp', keep);
  api.on('save-dependent-info', keep);
  return temp;
}

beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, enroll_type: 'new-member', enrollment: 'new_enrollment' });
  serveTabs(api, ['primary_info', 'dependent_info', 'review_info']);
  api.on('check-tab-required', ok({ result: { required: 0 } }));
  api.on(
    'get-form-fields-dependent-primary-info',
    ok({
      result: [
        ...['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'gender'].map((n) => def(n)),
        def('relationship', { read_only: 1 }),
        def('weight', { required: 0 }),
      ],
    }),
  );
  api.on('validate-single-dependent', ok({ status: true, message: 'The dependent is valid.' }));
});

const open = () =>
  renderScreen(<RemoteRoutes screen="enrollment-step" />, {
    path: 'enrollment/:step?',
    at: '/enrollment/dependent-information',
  });

type User = ReturnType<typeof userEvent.setup>;
async function addDependent(user: User, first: string, gender: 'Male' | 'Female') {
  // The add form is remounted once the saved list is read back (its forced relationship may
  // change); on a slow machine that can land mid-typing, so fill it again if it was reset.
  for (let attempt = 0; attempt < 3; attempt++) {
    const form = await screen.findByRole('form', { name: /^Dependent #\d$/ });
    await user.type(within(form).getByLabelText('First Name'), first);
    await user.type(within(form).getByLabelText('Last Name'), 'Lopez');
    await user.type(within(form).getByLabelText('Date of Birth'), '03042015');
    await user.type(within(form).getByLabelText('SSN'), '512345678');
    await user.selectOptions(within(form).getByLabelText('Gender'), gender);
    const current = screen.queryByRole('form', { name: /^Dependent #\d$/ });
    if (current && (within(current).getByLabelText('First Name') as HTMLInputElement).value !== first)
      continue;
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    return;
  }
  throw new Error(`the dependent form kept resetting while ${first} was typed`);
}
const status = (text: string) => screen.findByText(text);

describe('dependent information', () => {
  it('IF: a spouse first, then a child, with the messages; Next re-checks each dependent', async () => {
    serveDependents('IF');
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Spouse & Child information required')).toBeInTheDocument();
    expect(
      await status('Family coverage needs your spouse and at least one child: add them below.'),
    ).toHaveClass(/bad/);
    const first = screen.getByRole('form', { name: 'Dependent #1' });
    expect(within(first).getByLabelText('Relationship')).toHaveValue('Spouse');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await addDependent(user, 'Luis', 'Male');
    expect(await status('Add at least one child to continue.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Dependents' })).toHaveTextContent('Dep #1 Luis Lopez');
    expect(
      within(await screen.findByRole('form', { name: 'Dependent #2' })).getByLabelText('Relationship'),
    ).toHaveValue('Child');
    // The list and its message change at once; the save reaches the server just after.
    await waitFor(() => expect(api.callsTo('save-dependent-info-to-temp')).toHaveLength(1));
    expect(api.callsTo('save-dependent-info-to-temp')[0].body).toMatchObject({
      dependents: [
        {
          primary_info: {
            first_name: 'Luis',
            relationship: 'spouse',
            gender: 0,
            employed: '0',
            ssn: '512345678',
          },
        },
      ],
    });

    await addDependent(user, 'Kim', 'Female');
    expect(await status('You can continue now, or add another child.')).toHaveClass(/ok/);
    // The second save sends the first dependent back by its id, with its masked SSN.
    await waitFor(() => expect(api.callsTo('save-dependent-info-to-temp')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Dependents' })).not.toHaveAttribute('aria-busy'),
    );
    expect(api.callsTo('save-dependent-info-to-temp')[1].body).toMatchObject({
      dependents: [
        { primary_info: { dependent_id: 'd1', ssn: '*****5678' } },
        { primary_info: { first_name: 'Kim' } },
      ],
    });

    api.on('validate-single-dependent', (req) =>
      (req.body?.primary_info as { first_name: string }).first_name === 'Kim'
        ? fieldErrors(['primary_info.birthdate', 'A child must be under 26.'])
        : ok({ status: true, message: 'ok' }),
    );
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAccessibleDescription('Click to continue enrollment');
    await user.click(next);
    expect(await screen.findByText('Dependent #2 A child must be under 26.')).toBeInTheDocument();
    expect(api.callsTo('save-dependent-info')).toHaveLength(0);

    api.on('validate-single-dependent', ok({ status: true, message: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review & Confirmation' }),
    ).toBeInTheDocument();
    expect(api.callsTo('save-dependent-info')).toHaveLength(1);
  });

  it('IS: one spouse is enough and nothing more can be added; an edit locks Delete and Next', async () => {
    serveDependents('IS');
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Spouse information required')).toBeInTheDocument();
    expect(await status('Your coverage includes a spouse: add your spouse below.')).toBeInTheDocument();
    await addDependent(user, 'Luis', 'Male');
    expect(await status('Your spouse is added: you can continue now.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Dependent #/ })).toBeNull();
    // Saved and read back: the list now holds the server's id and the masked SSN.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Dependents' })).not.toHaveAttribute('aria-busy'),
    );

    await user.click(screen.getByRole('button', { name: 'Edit Dep #1 Luis Lopez' }));
    const edit = screen.getByRole('form', { name: 'Dependent #1' });
    expect(within(edit).getByLabelText('SSN')).toHaveValue('*****5678');
    const del = screen.getByRole('button', { name: 'Delete Dep #1 Luis Lopez' });
    expect(del).toHaveAccessibleDescription('Please submit the edited form first to delete');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'Please submit the edited form first to continue',
    );
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Dep #1 Luis Lopez' }));
    expect(await status('Your coverage includes a spouse: add your spouse below.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('save-dependent-info-to-temp').at(-1)?.body).toMatchObject({ dependents: [] }),
    );
  });

  it('IS: a Next while the new spouse is being saved waits for the save, then checks the saved one once', async () => {
    const temp = serveDependents('IS');
    // Hold the save in flight: the list shows Luis before the server has given him an id.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    api.on('save-dependent-info-to-temp', async (req) => {
      await held;
      temp.saved.dependent_info = ((req.body?.dependents as Dep[]) ?? []).map((d, i) => ({
        primary_info: { ...d.primary_info, dependent_id: `d${i + 1}`, ssn: '*****5678' },
        health_info: null,
      }));
      return ok({ status: true, message: 'Saved' });
    });
    const user = userEvent.setup();
    open();
    expect(await status('Your coverage includes a spouse: add your spouse below.')).toBeInTheDocument();
    await addDependent(user, 'Luis', 'Male');
    const checked = api.callsTo('validate-single-dependent').length; // the add form's own check
    // The click is taken (not lost): Next shows it is busy and checks nothing before the save ends.
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
    expect(api.callsTo('validate-single-dependent')).toHaveLength(checked);

    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review & Confirmation' }),
    ).toBeInTheDocument();
    expect(api.callsTo('validate-single-dependent')).toHaveLength(checked + 1);
    expect(api.callsTo('validate-single-dependent').at(-1)!.body).toMatchObject({
      primary_info: { dependent_id: 'd1', first_name: 'Luis' },
    });
  });

  it("IC: shows validate-single-dependent's errors beside the field, nothing added", async () => {
    serveDependents('IC');
    api.on('validate-single-dependent', fieldErrors(['primary_info.ssn', 'This SSN was never issued.']));
    const user = userEvent.setup();
    open();
    expect(
      await status('Your coverage includes children: add at least one child below.'),
    ).toBeInTheDocument();
    await addDependent(user, 'Kim', 'Female');
    const form = screen.getByRole('form', { name: 'Dependent #1' });
    await waitFor(() =>
      expect(within(form).getByLabelText('SSN')).toHaveAccessibleDescription(
        '9 digits This SSN was never issued.',
      ),
    );
    expect(within(form).getByLabelText('First Name')).toHaveValue('Kim');
    expect(api.callsTo('save-dependent-info-to-temp')).toHaveLength(0);
  });

  it("copies an existing member's dependents once per enrollment, keeping only the tier's", async () => {
    resetSession({
      enrollmentId: ENROLLMENT_ID,
      enroll_type: 'existing-member',
      enrollment: 'new_enrollment',
    });
    serveDependents('IC');
    api.on(
      'get-dependents-existing-user-enrollment',
      ok({
        result: {
          dependents: [
            {
              primary_info: {
                dependent_id: 'x1',
                first_name: 'Ana',
                middle_name: '',
                last_name: 'Lopez',
                birthdate: '01/01/1980',
                ssn: '*****1111',
                relationship: 'spouse',
                weight: '',
                height_feet: '',
                height_inch: '',
                gender: 1,
                employed: '0',
              },
              health_info: null,
            },
            {
              primary_info: {
                dependent_id: 'x2',
                first_name: 'Kim',
                middle_name: '',
                last_name: 'Lopez',
                birthdate: '01/01/2015',
                ssn: '*****2222',
                relationship: 'child',
                weight: '',
                height_feet: '',
                height_inch: '',
                gender: 1,
                employed: '0',
              },
              health_info: null,
            },
          ],
        },
      }),
    );
    const view = open();
    expect(await screen.findByRole('list', { name: 'Dependents' })).toHaveTextContent('Dep #1 Kim Lopez');
    expect(screen.getByRole('list', { name: 'Dependents' })).not.toHaveTextContent('Ana');
    expect(sessionStore.getState()).toMatchObject({ dep_sync_temp_id: ENROLLMENT_ID, enrollment: null });
    expect(api.callsTo('get-dependents-existing-user-enrollment')).toHaveLength(1);
    view.unmount();

    open();
    expect(await screen.findByRole('list', { name: 'Dependents' })).toHaveTextContent('Dep #1 Kim Lopez');
    expect(api.callsTo('get-dependents-existing-user-enrollment')).toHaveLength(1);
  });
});
