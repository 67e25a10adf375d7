import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { ENROLLMENT_ID } from '../../test/fixtures';

const plan = (plan_id: number, plan_category: string, plan_name: string) => ({
  plan_id,
  plan_name,
  plan_category,
  plan_logo: '',
  plan_short_text: `<p>${plan_name} text</p>`,
});
const ALL = [
  plan(1001, 'dental', 'BrightSmile Dental'),
  plan(1003, 'vision', 'ClearView Vision'),
  plan(1011, 'di', 'IncomeGuard'),
];

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, landing: 'summit-benefits', group_id: 77 });
  api.on(
    'get-enrollment-temp-info',
    ok({ result: { zip: '10001', gender: 1, is_smoker: 0, tier: 'IS', dob: '04/18/1988' } }),
  );
  api.on('get-left-side-filter-fields', ok({ result: { categories: ['dental', 'vision', 'di', 'pet'] } }));
  api.on(
    'get-group-agent-member-info',
    ok({
      enrollment_type: 'existing-user',
      result: {
        user_info: { first_name: 'Maria', last_name: 'Lopez' },
        group_info: { name: 'Northwind Traders', code: 'NWT077' },
      },
    }),
  );
  api.on('get-filtered-plans', (req) => {
    const chosen = req.query.categories?.split(',');
    return ok({ plans: chosen ? ALL.filter((p) => chosen.includes(p.plan_category)) : ALL });
  });
});

describe('plan listing', () => {
  it('shows whom for, the quote basics, and the plans in the spec sections', async () => {
    renderScreen(<RemoteRoutes screen="plans" />, { path: 'plans', at: '/summit-benefits/plans' });
    expect(await screen.findByRole('heading', { name: 'Plans', level: 1 })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/summit-benefits');
    expect(await screen.findByText('Northwind Traders (NWT077)')).toBeInTheDocument();
    expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your details' });
    expect(await within(summary).findByText('IS Member + Spouse')).toBeInTheDocument();
    expect(within(summary).getByText('F')).toBeInTheDocument();
    const sections = await screen.findAllByRole('heading', { level: 2, name: /Plans$/ });
    expect(sections.map((h) => h.textContent)).toEqual([
      'Dental Plans',
      'Vision Plans',
      'Disability Income Plans',
    ]);
    expect(screen.getByRole('link', { name: 'More Info about BrightSmile Dental' })).toHaveAttribute(
      'href',
      '/summit-benefits/plan/1001/brightsmile-dental',
    );
  });

  it('flags plans already in the cart or active for the member on their cards', async () => {
    api.on(
      'get-held-plans',
      ok({
        plans: [
          { plan_id: 1001, held: 'in_cart' },
          { plan_id: 1003, held: 'active' },
        ],
      }),
    );
    renderScreen(<RemoteRoutes screen="plans" />, { path: 'plans' });
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name, level: 3 })).closest('li') as HTMLElement;
    expect(await within(await card('BrightSmile Dental')).findByText('In cart')).toBeInTheDocument();
    expect(within(await card('ClearView Vision')).getByText('Already active')).toBeInTheDocument();
    expect(within(await card('IncomeGuard')).queryByText(/In cart|Already active/)).toBeNull();
  });

  it('pre-selects the type category and reloads with the chosen categories', async () => {
    const user = userEvent.setup();
    renderScreen(<RemoteRoutes screen="plans" />, { path: 'plans', at: '/plans?type=vision' });
    const filter = await screen.findByRole('group', { name: 'Choose Category' });
    expect(await within(filter).findByRole('checkbox', { name: 'Vision' })).toBeChecked();
    expect(await screen.findByRole('heading', { name: 'Vision Plans' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dental Plans' })).not.toBeInTheDocument();
    await user.click(within(filter).getByRole('checkbox', { name: 'Dental' }));
    expect(await screen.findByRole('heading', { name: 'Dental Plans' })).toBeInTheDocument();
    expect(api.callsTo('get-filtered-plans').at(-1)!.query.categories).toBe('dental,vision');
  });

  it('pre-selects the remembered menu item without a type', async () => {
    sessionStore.getState().set({ menuSelectedItem: { key: 'di', value: 'Disability Income' } });
    renderScreen(<RemoteRoutes screen="plans" />, { path: 'plans' });
    expect(await screen.findByRole('checkbox', { name: 'Disability Income' })).toBeChecked();
    expect(await screen.findByRole('heading', { name: 'Disability Income Plans' })).toBeInTheDocument();
  });

  it('says so and clears the selection when a category has no plans', async () => {
    const user = userEvent.setup();
    renderScreen(<RemoteRoutes screen="plans" />, { path: 'plans' });
    await user.click(await screen.findByRole('checkbox', { name: 'PET' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'PET' })).not.toBeChecked());
    expect(await screen.findByText('No Plans are available for your selection')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dental Plans' })).toBeInTheDocument();
  });

  it('edits the basic details in a popup: server errors beside fields, then saves and refreshes', async () => {
    const user = userEvent.setup();
    api.on('validate-zip-code', ok({ zip: '94105', state: 'CA', city: 'San Francisco' }));
    let attempt = 0;
    api.on('change-filter-info', () =>
      ++attempt === 1 ? fieldErrors(['dob', 'Date of birth is too far back']) : ok({}),
    );
    renderScreen(<RemoteRoutes screen="plans" />, { path: 'plans' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Basic Details' });
    const zip = await within(dialog).findByLabelText('Zip Code');
    expect(zip).toHaveValue('10001');
    await user.clear(zip);
    await user.type(zip, '94105');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Date of Birth')).toHaveAccessibleDescription(
        /Date of birth is too far back/,
      ),
    );
    expect(within(dialog).getByLabelText('Zip Code')).toHaveValue('94105');
    const listingsBefore = api.callsTo('get-filtered-plans').length;
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('change-filter-info').at(-1)!.path).toBe(`/change-filter-info/${ENROLLMENT_ID}`);
    expect(api.callsTo('change-filter-info').at(-1)!.body).toMatchObject({
      zip: '94105',
      tier: 'IS',
      gender: 1,
    });
    await waitFor(() => expect(api.callsTo('get-filtered-plans').length).toBeGreaterThan(listingsBefore));
  });

  it('without quote basics lists the menu category of the store', async () => {
    resetSession({ group_id: 77, eprocess: 'applicant' });
    api.on('get-group-menu', ok(['dental', 'vision']));
    api.on('get-menu-filtered-plans', (req) =>
      ok({ plans: ALL.filter((p) => p.plan_category === req.query.category) }),
    );
    renderScreen(<RemoteRoutes screen="plans" />, { path: 'plans', at: '/plans?type=dental' });
    expect(await screen.findByRole('heading', { name: 'Dental Plans' })).toBeInTheDocument();
    expect(api.callsTo('get-menu-filtered-plans')[0].query).toEqual({
      category: 'dental',
      plansId: '77',
      plansFor: 'group',
    });
    expect(screen.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/home');
  });
});
