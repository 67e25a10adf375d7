import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContributionVersion, PayTerms } from '@bs/contract';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import { PaySection } from './pay-section';

const api = withTestApi();
const RULE = {
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
} satisfies ContributionVersion;
const PLAN_RULE = {
  ...RULE,
  rule_id: 2,
  category: null,
  plan_id: 1014,
  plan_name: 'BrightSmile Dental Plus',
  plan_category: 'dental',
  kind: 'flat',
  percent: null,
  cap_cents: null,
  monthly_cents: 2500,
} satisfies ContributionVersion;
const TERMS: PayTerms = {
  group_id: 77,
  schedules: [],
  next_pay_dates: [],
  contribution_rules: [RULE, PLAN_RULE],
  plans: [],
  deduction_codes: [],
  pre_tax_categories: [],
  history: [],
};
const listed = (plan_id: number, plan_name: string, plan_category: string) => ({
  plan_id,
  plan_name,
  plan_logo: 'x.svg',
  plan_short_text: '',
  plan_category,
});

const renderPay = () => renderScreen(<PaySection groupId={77} />, { path: 'group-settings' });

beforeEach(() => {
  resetSession({ eprocess: 'group', group_id: 77, agent_id: 10109, AGENT_ID: 10109 });
  api.on('get-pay-terms', ok(TERMS));
  // The group's offered plans of the category asked for (the store's own menu read).
  api.on('get-menu-filtered-plans', (req) =>
    ok({
      plans:
        (req.query as { category?: string }).category === 'vision'
          ? [listed(1002, 'ClearView Vision', 'vision')]
          : [listed(1001, 'BrightSmile Dental', 'dental'), listed(1014, 'BrightSmile Dental Plus', 'dental')],
    }),
  );
  api.on('save-contribution-rule', ok({ ...PLAN_RULE, rule_id: 3 }));
});
afterEach(() => setLanguage('en'));

describe('contribution form: a whole category or one plan', () => {
  it("lists a plan's rule by the plan's name and says a plan's rule wins over its category's", async () => {
    renderPay();
    const list = await screen.findByRole('list', { name: 'Employer contribution rules' });
    expect(within(list).getByText('BrightSmile Dental Plus (one plan, Dental)')).toBeInTheDocument();
    expect(within(list).getByText('$25.00 a month')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a contribution rule' });
    expect(within(form).getByRole('group', { name: 'Applies to' })).toHaveAccessibleDescription(
      /A plan's own rule wins over its category's rule/,
    );
  });

  it('picks one plan of the group in a category, with the missing plan refused beside the picker', async () => {
    const user = userEvent.setup();
    renderPay();
    const form = await screen.findByRole('form', { name: 'Add a contribution rule' });
    expect(within(form).queryByRole('combobox', { name: 'Plan' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'One plan' }));
    const picker = await within(form).findByRole('combobox', { name: 'Plan' });
    await within(form).findByRole('option', { name: 'BrightSmile Dental' });
    await user.selectOptions(within(form).getByLabelText(/Employer contribution/), 'flat');
    await user.type(within(form).getByLabelText(/Monthly amount/), '25');
    await user.click(within(form).getByRole('button', { name: 'Save contribution rule' }));
    expect(await within(form).findByText('Choose either a plan category or one plan.')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('save-contribution-rule')).toHaveLength(0);

    // Another category offers other plans.
    await user.selectOptions(within(form).getByLabelText(/Plan category/), 'vision');
    expect(await within(form).findByRole('option', { name: 'ClearView Vision' })).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/Plan category/), 'dental');
    await user.selectOptions(
      await within(form).findByRole('combobox', { name: 'Plan' }),
      await within(form).findByRole('option', { name: 'BrightSmile Dental Plus' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save contribution rule' }));
    expect(await screen.findByText('The contribution rule was saved.')).toBeInTheDocument();
    const body = api.callsTo('save-contribution-rule')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ group_id: 77, plan_id: 1014, kind: 'flat', monthly_cents: 2500 });
    expect(body.category).toBeUndefined();
  });

  it("changes a plan's rule in place, and shows the server's refusal beside the plan", async () => {
    const user = userEvent.setup();
    api.on('save-contribution-rule', {
      ...fieldErrors(['plan_id', 'This plan was not found.']),
      status: 422,
    });
    renderPay();
    await user.click(
      await screen.findByRole('button', { name: 'Change: BrightSmile Dental Plus (one plan, Dental)' }),
    );
    const form = await screen.findByRole('form', { name: /Change a contribution rule/ });
    expect(within(form).getByRole('radio', { name: 'One plan' })).toBeChecked();
    const picker = await within(form).findByRole('combobox', { name: 'Plan' });
    await within(form).findByRole('option', { name: 'BrightSmile Dental Plus' });
    expect(picker).toHaveValue('1014');
    await user.click(within(form).getByRole('button', { name: 'Save contribution rule' }));
    expect(await within(form).findByText('This plan was not found.')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });

  it('says it all in Spanish', async () => {
    setLanguage('es');
    const user = userEvent.setup();
    renderPay();
    expect(await screen.findByText('BrightSmile Dental Plus (un plan, Dental)')).toBeInTheDocument();
    const radios = await screen.findByRole('group', { name: 'Se aplica a' });
    expect(radios).toHaveAccessibleDescription(/La regla propia de un plan prevalece/);
    await user.click(within(radios).getByRole('radio', { name: 'Un solo plan' }));
    expect(await screen.findByRole('option', { name: 'Elija un plan' })).toBeInTheDocument();
  });
});
