import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComparedPlan } from '@bs/contract';
import { setLanguage } from '@bs/i18n';
import { option } from '../../test/fixtures';
import { useCompareRows } from './compare-rows';

afterEach(() => setLanguage('en'));

/** The API's pay fields for $34.99/month dental at Northwind (50% of employee-only, biweekly). */
const PAY = {
  frequency: 'biweekly',
  paychecks_per_year: 26,
  employee_per_paycheck: 8.07,
  employer_per_paycheck: 8.08,
  employee_monthly: 17.49,
  employer_monthly: 17.5,
  pre_tax: true,
} as const;

const plan = (id: number, pay?: typeof PAY): ComparedPlan => ({
  plan_id: id,
  plan_name: `Plan ${id}`,
  plan_logo: '',
  plan_category: 'dental',
  facts: null,
  exclusions_text: '',
  exclusions_text_name: '',
  example_text_name: '',
  faq_text_name: '',
  health_questions: false,
  is_membership: false,
  pricing: { plans: [option({ ppid: id, plan_name: 'Basic', plan_price: 34.99, ...(pay && { pay }) })] },
  tiers: [],
});

function PriceRow({ plans }: { plans: ComparedPlan[] }) {
  const row = useCompareRows(plans, 'IO').find((r) => r.key === 'your-price')!;
  return (
    <div>
      {row.cells.map((c, i) => (
        <div key={i} data-testid={`cell-${i}`}>
          {c}
        </div>
      ))}
    </div>
  );
}

describe('the compare screen’s price row', () => {
  it('puts a group member’s price per paycheck and the employer share under the monthly price', () => {
    render(<PriceRow plans={[plan(1001, PAY), plan(1002)]} />);
    const first = within(screen.getByTestId('cell-0'));
    expect(first.getByText(/\$34\.99/)).toBeInTheDocument();
    expect(first.getByText('$8.07 per paycheck, 26 a year')).toBeInTheDocument();
    expect(first.getByText('Employer $17.50/month')).toBeInTheDocument();
    // A plan the API sent no pay fields for (an individual store) stays monthly.
    expect(within(screen.getByTestId('cell-1')).queryByText(/per paycheck/)).toBeNull();
  });

  it('in Spanish', () => {
    setLanguage('es');
    render(<PriceRow plans={[plan(1001, PAY), plan(1002, PAY)]} />);
    expect(
      within(screen.getByTestId('cell-0')).getByText('$8.07 por pago de nómina, 26 al año'),
    ).toBeInTheDocument();
  });
});
