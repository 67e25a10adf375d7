import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FollowUpList, GroupCalendar, PayTerms } from '@bs/contract';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();
const TERMS: PayTerms = {
  group_id: 77,
  schedules: [
    {
      plan_year_start: '2030-01-01',
      frequency: 'biweekly',
      first_pay_date: '2030-01-04',
      pay_dates: ['2030-01-04', '2030-01-18'],
    },
  ],
  next_pay_dates: ['2030-01-04', '2030-01-18'],
  contribution_rules: [
    {
      rule_id: 1,
      category: 'dental',
      plan_id: null,
      effective_from: '2030-01-01',
      kind: 'percent_employee_only',
      percent: 50,
      cap_cents: 2000,
      monthly_cents: null,
      tier_cents: null,
      created_by: 'seed',
      created_at: '2030-01-01T00:00:00Z',
    },
  ],
  deduction_codes: [],
  pre_tax_categories: ['dental'],
  plans: [],
  history: [],
};
const CALENDAR: GroupCalendar = {
  group_id: 77,
  today: '2030-01-10',
  plan_years: [
    {
      plan_year_id: 9,
      starts_on: '2030-01-01',
      ends_on: '2030-12-31',
      oe_opens_on: '2030-01-01',
      oe_closes_on: '2030-01-20',
      coverage_starts_on: '2030-02-01',
      reminder_days: [7, 2],
    },
  ],
  open_enrollment: {
    plan_year_id: 9,
    state: 'open',
    opens_on: '2030-01-01',
    closes_on: '2030-01-20',
    days_left: 10,
    extended: false,
  },
  extensions: [],
  waiting_period: { rule: 'first-of-month-after', days: 30, election_days: 30 },
  life_event_kinds: [
    {
      kind: 'marriage',
      label: 'Marriage',
      enabled: true,
      days_before: 0,
      days_after: 30,
      documents: 'required',
      needs_approval: true,
      reason_code: '32',
    },
    {
      kind: 'move',
      label: 'Move to a new address',
      enabled: false,
      days_before: 0,
      days_after: 30,
      documents: 'optional',
      needs_approval: false,
      reason_code: '43',
    },
  ],
};
const item = (id: number, name: string, due: string) => ({
  event_id: id,
  census_id: id,
  employee_name: name,
  kind: 'birth',
  label: 'Birth',
  event_date: '2030-01-01',
  reported_on: '2030-01-02',
  deadline: due,
  documents_due_on: null,
  due_on: due,
  documents: 1,
  files: [
    {
      document_id: 30 + id,
      file_name: `certificate-${id}.pdf`,
      content_type: 'application/pdf',
      byte_size: 2048,
      url: `/life-event-documents/${30 + id}`,
    },
  ],
  missing_document: false,
  needs_approval: true,
});
const FOLLOW_UP: FollowUpList = {
  items: [item(5, 'Later Person', '2030-02-20'), item(4, 'Carla Mendes', '2030-01-31')],
};

const renderSettings = () =>
  renderScreen(<RemoteRoutes screen="group-settings" />, { path: 'group-settings' });

beforeEach(() => {
  resetSession({ eprocess: 'group', group_id: 77, agent_id: 10109, AGENT_ID: 10109 });
  api.on('get-group-info-enroll', ok({ name: 'Northwind Traders', code: 'NWT077' }));
  api.on('get-pay-terms', ok(TERMS));
  api.on('get-group-calendar', ok(CALENDAR));
  api.on('get-life-event-follow-up', ok(FOLLOW_UP));
  api.on(
    'save-contribution-rule',
    ok({
      ...TERMS.contribution_rules[0]!,
      rule_id: 2,
      kind: 'flat',
      percent: null,
      cap_cents: null,
      monthly_cents: 1000,
    }),
  );
  api.on('decide-life-event', ok({ event_id: 4, status: 'approved' }));
  api.on('save-waiting-period', ok({ rule: 'hire-date', days: 0, election_days: 30 }));
  api.on('save-life-event-kinds', ok({ life_event_kinds: CALENDAR.life_event_kinds }));
});

describe('group settings screen', () => {
  it("shows the group's schedule, rules and open-enrollment status", async () => {
    renderSettings();
    expect(
      await screen.findByText('50% of the employee-only rate, up to $20.00 a month'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Pay frequency/)).toHaveValue('biweekly');
    expect(await screen.findByText('Open enrollment ends in 10 days')).toBeInTheDocument();
    expect(
      screen.getByText('Coverage starts on the first of the month after 30 days.', { exact: false }),
    ).toBeInTheDocument();
  });

  it('checks a contribution rule with the contract schema, then sends it in cents', async () => {
    const user = userEvent.setup();
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Add a contribution rule' });
    await user.click(within(form).getByRole('button', { name: 'Save contribution rule' }));
    expect(await within(form).findByText('Choose how the employer contributes.')).toBeInTheDocument();
    expect(api.callsTo('save-contribution-rule')).toHaveLength(0);
    await user.selectOptions(within(form).getByLabelText(/Employer contribution/), 'flat');
    await user.type(within(form).getByLabelText(/Monthly amount/), '10');
    await user.click(within(form).getByRole('button', { name: 'Save contribution rule' }));
    expect(await screen.findByText('The contribution rule was saved.')).toBeInTheDocument();
    expect(api.callsTo('save-contribution-rule')[0]!.body).toMatchObject({
      group_id: 77,
      category: 'dental',
      kind: 'flat',
      monthly_cents: 1000,
    });
  });

  it("puts the server's refusal beside its field", async () => {
    const user = userEvent.setup();
    api.on('save-contribution-rule', {
      ...fieldErrors(['monthly_cents', 'Enter a monthly amount of at least $0.01 and at most $10,000.00.']),
      status: 422,
    });
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Add a contribution rule' });
    await user.selectOptions(within(form).getByLabelText(/Employer contribution/), 'flat');
    await user.click(within(form).getByRole('button', { name: 'Save contribution rule' }));
    expect(
      await within(form).findByText('Enter a monthly amount of at least $0.01 and at most $10,000.00.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Monthly amount/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists life events nearest deadline first and approves one with a reason', async () => {
    const user = userEvent.setup();
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Life events to review' });
    // The events themselves, not the lists of documents inside each.
    const list = (await within(section).findAllByRole('list'))[0]!;
    const items = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items[0]).toHaveTextContent('Carla Mendes: Birth');
    expect(items[1]).toHaveTextContent('Later Person: Birth');
    await user.click(within(items[0]!).getByRole('button', { name: 'Approve: Carla Mendes' }));
    expect(await within(items[0]!).findByText('Please tell us why.')).toBeInTheDocument();
    await user.type(
      within(items[0]!).getByLabelText(/Reason for your decision/),
      'Birth certificate checked',
    );
    await user.click(within(items[0]!).getByRole('button', { name: 'Approve: Carla Mendes' }));
    await expect.poll(() => api.callsTo('decide-life-event').length).toBe(1);
    expect(api.callsTo('decide-life-event')[0]!.body).toEqual({
      event_id: 4,
      decision: 'approved',
      reason: 'Birth certificate checked',
    });
  });

  it("links each event's documents as downloads (saved as files, never opened in the page)", async () => {
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Life events to review' });
    const docs = await within(section).findByRole('list', { name: 'Documents of Carla Mendes' });
    const link = within(docs).getByRole('link', { name: 'Download certificate-4.pdf (2 kB)' });
    expect(link).toHaveAttribute('href', '/life-event-documents/34');
    expect(link).toHaveAttribute('download', 'certificate-4.pdf');
  });

  it('saves the new-hire rule through the contract schema, errors beside the field', async () => {
    const user = userEvent.setup();
    renderSettings();
    const form = await screen.findByRole('form', { name: 'New-hire waiting period' });
    const days = within(form).getByLabelText(/Days to choose after the hire date/);
    await user.clear(days);
    await user.click(within(form).getByRole('button', { name: 'Save new-hire rule' }));
    expect(await within(form).findByText('Please enter a whole number of days.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('save-waiting-period')).toHaveLength(0);
    await user.type(days, '30');
    await user.click(within(form).getByRole('radio', { name: 'On the hire date' }));
    expect(within(form).queryByLabelText(/Waiting period \(days\)/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save new-hire rule' }));
    expect(await within(form).findByText(/The new-hire rule was saved/)).toBeInTheDocument();
    expect(api.callsTo('save-waiting-period')[0]!.body).toEqual({
      group_id: 77,
      rule: 'hire-date',
      days: 0,
      election_days: 30,
    });
  });

  it('turns kinds of life events on and off', async () => {
    const user = userEvent.setup();
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Kinds of life events offered' });
    const marriage = within(form).getByRole('checkbox', { name: /Marriage/ });
    expect(marriage).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Move to a new address/ })).not.toBeChecked();
    await user.click(marriage);
    await user.click(within(form).getByRole('button', { name: 'Save kinds of events' }));
    expect(await within(form).findByText('The kinds of life events were saved.')).toBeInTheDocument();
    expect(api.callsTo('save-life-event-kinds')[0]!.body).toEqual({
      group_id: 77,
      kinds: [
        { kind: 'marriage', enabled: false },
        { kind: 'move', enabled: false },
      ],
    });
  });

  it('keeps the automatic reminder days with the plan year', async () => {
    const user = userEvent.setup();
    api.on('save-plan-year', ok({ ...CALENDAR.plan_years[0]!, reminder_days: [14, 7] }));
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Plan year' });
    const reminders = within(form).getByRole('group', { name: 'Automatic reminders' });
    expect(within(reminders).getByRole('checkbox', { name: '7 days before it closes' })).toBeChecked();
    expect(within(reminders).getByRole('checkbox', { name: '2 days before it closes' })).toBeChecked();
    expect(within(reminders).getByRole('checkbox', { name: '1 day before it closes' })).not.toBeChecked();
    await user.click(within(reminders).getByRole('checkbox', { name: '14 days before it closes' }));
    await user.click(within(reminders).getByRole('checkbox', { name: '2 days before it closes' }));
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    expect(await within(form).findByText('The plan year was saved.')).toBeInTheDocument();
    expect(api.callsTo('save-plan-year')[0]!.body).toEqual({
      group_id: 77,
      starts_on: '2030-01-01',
      ends_on: '2030-12-31',
      oe_opens_on: '2030-01-01',
      oe_closes_on: '2030-01-20',
      coverage_starts_on: '2030-02-01',
      reminder_days: [14, 7],
    });
  });

  it("lets a rep pick one of their groups, then shows that group's settings", async () => {
    const user = userEvent.setup();
    resetSession({ eprocess: 'rep', agent_id: 10109, AGENT_ID: 10109 });
    api.on('get-agent-groups', ok([{ gid: 77, gname: 'Northwind Traders' }]));
    renderSettings();
    expect(await screen.findByText('Choose one of your groups to see its settings.')).toBeInTheDocument();
    expect(api.callsTo('get-pay-terms')).toHaveLength(0);
    await user.selectOptions(await screen.findByLabelText(/^Group/), '77');
    expect(await screen.findByText('Open enrollment ends in 10 days')).toBeInTheDocument();
    expect(api.callsTo('get-pay-terms')[0]!.query).toEqual({ group_id: '77' });
  });

  it('says who the page is for when nobody is signed in', async () => {
    resetSession({});
    renderSettings();
    expect(
      await screen.findByRole('heading', {
        name: 'This page is for group administrators and representatives',
      }),
    ).toBeInTheDocument();
  });
});
