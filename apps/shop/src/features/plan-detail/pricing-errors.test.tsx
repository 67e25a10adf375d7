import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { ENROLLMENT_ID, planWorld } from '../../test/fixtures';

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, group_id: 77, eprocess: 'applicant' });
});

const renderDetail = () =>
  renderScreen(<RemoteRoutes screen="plan-detail" />, {
    path: 'plan/:id/:planName',
    at: '/plan/1012/summit-major-medical',
  });
const refusal = (errorCode: string, message = 'server text') => ({ plans: [], errorCode, message });

describe('plan detail: pricing errors', () => {
  it.each([
    [
      'stateError',
      'Plan not available in your state. Please change the state by editing your basic info above.',
      'editing your basic info above',
      'Basic Details',
    ],
    [
      'tierError',
      'Plan not available for this tier. Please change the tier by editing your basic info above.',
      'editing your basic info above',
      'Basic Details',
    ],
    [
      'ageError',
      'Plan not available for selected age group. Please edit your basic info above.',
      'edit your basic info above',
      'Basic Details',
    ],
    [
      'metError',
      'Plan not available in the area. Please choose another area by editing your basic info above.',
      'editing your basic info above',
      'Basic Details',
    ],
    [
      'smokerError',
      'Tobacco usage required. Please choose tobacco usage by clicking here.',
      'clicking here',
      'Tobacco Usage',
    ],
    [
      'salaryError',
      'Please enter a sufficient annual income to add product to the cart by clicking here.',
      'clicking here',
      'Annual Income and Working Hours',
    ],
    [
      'hourError',
      'Please enter a sufficient working hours to add product to the cart by clicking here.',
      'clicking here',
      'Annual Income and Working Hours',
    ],
  ])('%s shows the spec message and its link opens the fix', async (code, text, link, dialog) => {
    const user = userEvent.setup();
    planWorld(api, { pricing: refusal(code) });
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    await user.click(within(alert).getByRole('button', { name: link }));
    expect(await screen.findByRole('dialog', { name: dialog })).toBeInTheDocument();
  });

  it('salary: income and hours are saved and pricing reloads', async () => {
    const user = userEvent.setup();
    planWorld(api, { pricing: refusal('salaryError') });
    api.on('change-filter-info', ok({}));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'clicking here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annual Income and Working Hours' });
    await user.type(within(dialog).getByLabelText('Annual Income'), '45000');
    await user.type(within(dialog).getByLabelText('Working Hours'), '40');
    const before = api.callsTo('get-plan-pricing-detail').length;
    api.on(
      'get-plan-pricing-detail',
      ok({
        plans: [
          {
            plan_name: 'Benefit',
            plan_price: 29,
            pid: 1012,
            ppid: 101201,
            is_prudential: 0,
            is_prudential_plan: 0,
            fee_type: 'monthly',
          },
        ],
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('change-filter-info')[0].body).toEqual({ annual_incode: 45000, working_hours: 40 });
    expect(api.callsTo('get-plan-pricing-detail').length).toBeGreaterThan(before);
    expect(await screen.findByText('$29.00 / month')).toBeInTheDocument();
  });

  it('smoker: "Do you smoke?" Yes saves is_smoker 1', async () => {
    const user = userEvent.setup();
    planWorld(api, { pricing: refusal('smokerError') });
    api.on('change-filter-info', ok({}));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'clicking here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tobacco Usage' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('group', { name: 'Do you smoke?' })).toHaveAccessibleDescription(
      'Please choose Yes or No',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('change-filter-info')[0]?.body).toEqual({ is_smoker: 1 }));
  });

  it('planAgeError shows the server message', async () => {
    planWorld(api, { pricing: refusal('planAgeError', 'Term 10 is issued up to age 65.') });
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Term 10 is issued up to age 65.');
  });

  it('enrollmentIdError offers a custom quote through the landing form', async () => {
    resetSession({});
    planWorld(api, { pricing: refusal('enrollmentIdError') });
    renderDetail();
    expect(await screen.findByRole('link', { name: 'For a Custom Quote, Click Here' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('a rep without an enrollment picks a portal, then how to enroll', async () => {
    const user = userEvent.setup();
    resetSession({ eprocess: 'rep', agent_id: 10109 });
    planWorld(api, { pricing: refusal('enrollmentIdError') });
    api.on(
      'get-enrollment-platforms',
      ok([{ platform_group_id: 101, platform_name: 'Individual Benefits' }]),
    );
    api.on('get-agent-groups', ok([{ gid: 77, gname: 'Northwind Traders' }]));
    renderDetail();
    // Until the pricing has answered, the button holds its place, busy and not clickable.
    const custom = await screen.findByRole('button', { name: 'For a Custom Quote, Click Here' });
    expect(custom).toBeDisabled();
    expect(custom).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(custom).toBeEnabled());
    expect(custom).not.toHaveAttribute('aria-busy');
    await user.click(custom);
    const portal = await screen.findByRole('dialog', { name: 'Enrollment Portal' });
    expect(within(portal).getByText('Please select the portal you want to enroll with')).toBeInTheDocument();
    await user.click(within(portal).getByRole('button', { name: 'Continue' }));
    expect(within(portal).getByText('Please choose a platform')).toBeInTheDocument();
    await user.selectOptions(
      await within(portal).findByLabelText('Choose Enrollment Portal'),
      'Individual Benefits',
    );
    await user.click(within(portal).getByRole('button', { name: 'Continue' }));
    const member = await screen.findByRole('dialog', { name: 'New Member' });
    expect(within(member).getByText('Choose an option to enroll a new member:')).toBeInTheDocument();
    await user.click(within(member).getByRole('button', { name: 'Enroll' }));
    expect(within(member).getByText('Please choose a group')).toBeInTheDocument();
    await user.selectOptions(within(member).getByLabelText('Group'), 'Northwind Traders');
    await user.click(within(member).getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });

  it('changePid loads the plan under its new id', async () => {
    planWorld(api);
    api.on('get-plan-pricing-detail', (req) =>
      req.query.pid === '1012' ? ok({ plans: [], statusCode: 'changePid', pid: 1026 }) : ok({ plans: [] }),
    );
    renderDetail();
    await waitFor(() =>
      expect(api.callsTo('get-plan-detail').map((c) => c.path)).toContain('/get-plan-detail/1026'),
    );
    expect(api.callsTo('get-plan-pricing-detail').at(-1)!.query.pid).toBe('1026');
  });

  it('shows the description with collapsible sections labelled by the server', async () => {
    const user = userEvent.setup();
    planWorld(api);
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: 'Summit Major Medical', level: 1 }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Plan Details')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Exclusions & Limitations' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Cosmetic surgery')).toBeVisible();
    expect(await screen.findByText('$289.00 / month')).toBeInTheDocument();
  });
});
