// The group settings forms of ADR 0033 phase 2: deduction codes, the pre-tax choice per category
// and the pay calendar import, against the test API (what the person sees and what is sent).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GroupCalendar, PayTerms } from '@bs/contract';
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
  contribution_rules: [],
  deduction_codes: [{ plan_id: 1001, tier: 'ALL', code: 'DEN-PRE' }],
  pre_tax_categories: ['dental'],
  plans: [
    { plan_id: 1001, name: 'BrightSmile PPO', category: 'dental' },
    { plan_id: 1002, name: 'ClearView Vision', category: 'vision' },
  ],
  history: [],
};
const CALENDAR: GroupCalendar = {
  group_id: 77,
  today: '2030-01-10',
  plan_years: [],
  open_enrollment: null,
  extensions: [],
  waiting_period: { rule: 'hire-date', days: 0, election_days: 30 },
  life_event_kinds: [],
};

const renderSettings = () =>
  renderScreen(<RemoteRoutes screen="group-settings" />, { path: 'group-settings' });
const csv = (text: string, name = 'paydays.csv') => new File([text], name, { type: 'text/csv' });

beforeEach(() => {
  resetSession({ eprocess: 'group', group_id: 77, agent_id: 10109, AGENT_ID: 10109 });
  api.on('get-group-info-enroll', ok({ name: 'Northwind Traders', code: 'NWT077' }));
  api.on('get-pay-terms', ok(TERMS));
  api.on('get-group-calendar', ok(CALENDAR));
  api.on('get-life-event-follow-up', ok({ items: [] }));
});

describe('deduction codes, tax choice and pay calendar forms', () => {
  it("lists the group's codes, shows a plan's code and saves a new one in capitals", async () => {
    const user = userEvent.setup();
    api.on('save-deduction-code', ok({ plan_id: 1002, tier: 'ALL', code: 'VIS-01', file_code: 'VIS-01' }));
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Deduction codes' });
    expect(within(form).getByText('Dental · BrightSmile PPO · Every tier: DEN-PRE')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Deduction code/ })).toHaveValue('DEN-PRE');
    await user.selectOptions(within(form).getByLabelText(/^Plan/), '1002');
    const box = within(form).getByRole('textbox', { name: /^Deduction code/ });
    expect(box).toHaveValue('');
    await user.type(box, 'vis 01');
    expect(box).toHaveValue('VIS01');
    await user.clear(box);
    await user.type(box, 'vis-01');
    await user.click(within(form).getByRole('button', { name: 'Save deduction code' }));
    expect(
      await within(form).findByText(
        'The payroll file now uses VIS-01 for Vision · ClearView Vision (Every tier).',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('save-deduction-code')[0]!.body).toEqual({
      group_id: 77,
      plan_id: 1002,
      tier: 'ALL',
      code: 'VIS-01',
    });
  });

  it("clears a code with an empty box, and puts the server's refusal beside the field", async () => {
    const user = userEvent.setup();
    api.on('save-deduction-code', {
      ...fieldErrors(['code', 'Enter a code of 1 to 12 letters, digits or dashes.']),
      status: 400,
    });
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Deduction codes' });
    const box = within(form).getByRole('textbox', { name: /^Deduction code/ });
    await user.clear(box);
    await user.click(within(form).getByRole('button', { name: 'Save deduction code' }));
    expect(
      await within(form).findByText('Enter a code of 1 to 12 letters, digits or dashes.'),
    ).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // An empty box removes the plan's code (the client leaves the empty value out of the body).
    const body = api.callsTo('save-deduction-code')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ group_id: 77, plan_id: 1001, tier: 'ALL' });
    expect(body.code ?? null).toBeNull();
  });

  it("shows each category's tax choice and saves vision before tax", async () => {
    const user = userEvent.setup();
    api.on('save-tax-treatment', ok({ category: 'vision', pre_tax: true }));
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Before or after tax (Section 125)' });
    expect(within(form).getByText(/Deducted before tax: Dental\./)).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Before tax (Section 125)' })).toBeChecked();
    await user.selectOptions(within(form).getByLabelText(/^Plan category/), 'vision');
    expect(within(form).getByRole('radio', { name: 'After tax' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'Before tax (Section 125)' }));
    await user.click(within(form).getByRole('button', { name: 'Save tax choice' }));
    expect(
      await within(form).findByText(
        'Vision is now deducted before tax, in the payroll file and in the store.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('save-tax-treatment')[0]!.body).toEqual({
      group_id: 77,
      category: 'vision',
      pre_tax: true,
    });
  });

  it('imports a pay calendar for a plan year and says how many pay dates it has', async () => {
    const user = userEvent.setup();
    const dates = ['2030-01-10', '2030-02-14', '2030-03-14'];
    api.on(
      'upload-pay-calendar',
      ok({ plan_year_start: '2030-01-01', frequency: 'calendar', first_pay_date: null, pay_dates: dates }),
    );
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Import a pay calendar' });
    await user.click(within(form).getByRole('button', { name: 'Import pay calendar' }));
    expect(await within(form).findByText('Please choose a file')).toBeInTheDocument();
    expect(api.callsTo('upload-pay-calendar')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(/^Plan year/), '2030-01-01');
    await user.upload(
      within(form).getByLabelText('Pay calendar file (CSV)'),
      csv(`pay_date\n${dates.join('\n')}\n`),
    );
    expect(within(form).getByText('paydays.csv')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Import pay calendar' }));
    expect(
      await within(form).findByText(
        "The pay calendar was imported: 3 pay dates. Each paycheck now deducts the year's cost over 3.",
      ),
    ).toBeInTheDocument();
    const body = api.callsTo('upload-pay-calendar')[0]!.body as Record<string, string>;
    expect(body).toMatchObject({ group_id: 77, plan_year_start: '2030-01-01', file_name: 'paydays.csv' });
    expect(atob(body.pay_calendar!)).toBe(`pay_date\n${dates.join('\n')}\n`);
  });

  it('shows every row the server refused beside the file field, and refuses a file over 64 KB before sending it', async () => {
    const user = userEvent.setup();
    api.on('upload-pay-calendar', {
      ...fieldErrors(
        ['pay_calendar', 'Row 2: "soon" is not a date (use YYYY-MM-DD or MM/DD/YYYY).'],
        ['pay_calendar', 'Row 3: 2030-01-10 is listed twice.'],
      ),
      status: 422,
    });
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Import a pay calendar' });
    const input = within(form).getByLabelText('Pay calendar file (CSV)');
    await user.upload(input, csv('pay_date\nsoon\n2030-01-10\n2030-01-10\n'));
    await user.click(within(form).getByRole('button', { name: 'Import pay calendar' }));
    expect(
      await within(form).findByText('Row 2: "soon" is not a date (use YYYY-MM-DD or MM/DD/YYYY).'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Row 3: 2030-01-10 is listed twice.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain('calendar-file-error');

    await user.upload(input, csv('2030-01-10\n'.repeat(7000), 'huge.csv'));
    expect(await within(form).findByText('The pay calendar file is larger than 64 KB.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Import pay calendar' }));
    expect(api.callsTo('upload-pay-calendar')).toHaveLength(1);
  });
});
