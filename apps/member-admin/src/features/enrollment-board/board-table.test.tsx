import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BoardRow } from '@bs/contract';
import { setLanguage } from '@bs/i18n';
import { BoardTable } from './board-table';

afterEach(() => setLanguage('en'));

const row = (over: Partial<BoardRow> = {}): BoardRow => ({
  census_id: 1,
  employee_id: 'E1',
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  lang: 'en',
  eligible: true,
  status: 'enrolled',
  invited_at: null,
  last_reminded_at: null,
  opened_at: null,
  waived_at: null,
  waive_reason: null,
  last_activity_at: null,
  link_live: false,
  plans: [{ plan_name: 'BrightSmile Dental PPO', monthly_cents: 4000 }],
  monthly_cents: 4000,
  ...over,
});

/** What the API answers for $40.00/month dental at Northwind (biweekly, employer $20.00/month). */
const PAY = {
  frequency: 'biweekly',
  paychecks_per_year: 26,
  employee_per_paycheck: 9.23,
  employer_per_paycheck: 9.23,
  employee_monthly: 20,
  employer_monthly: 20,
  pre_tax: true,
} as const;

const table = (rows: BoardRow[], onReportEvent: (r: BoardRow) => void = () => {}) => (
  <BoardTable
    rows={rows}
    caption="Board"
    selected={new Set()}
    onToggle={() => {}}
    onRevoke={() => {}}
    onReportEvent={onReportEvent}
  />
);

describe('the enrollment board’s totals', () => {
  it('says an enrolled employee’s monthly total also per paycheck, with the employer share', () => {
    render(table([row({ pay: PAY })]));
    expect(screen.getAllByText('$40.00 a month')[0]).toBeInTheDocument();
    expect(screen.getAllByText('$9.23 per paycheck, 26 a year')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Employer $20.00/month')[0]).toBeInTheDocument();
  });

  it('stays monthly for a group without a pay schedule', () => {
    render(table([row()]));
    expect(screen.getAllByText('$40.00 a month')[0]).toBeInTheDocument();
    expect(screen.queryByText(/per paycheck/)).toBeNull();
  });

  it('in Spanish', () => {
    setLanguage('es');
    render(table([row({ pay: PAY })]));
    expect(screen.getAllByText('$9.23 por pago de nómina, 26 al año')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Empleador $20.00/mes')[0]).toBeInTheDocument();
  });
});

describe('reporting a life event from the board', () => {
  it('offers it for an eligible employee, named for them, by keyboard too', async () => {
    const chosen: BoardRow[] = [];
    render(table([row(), row({ census_id: 2, first_name: 'Luis', eligible: false })], (r) => chosen.push(r)));
    const button = screen.getAllByRole('button', { name: 'Report a life event for Ana Ruiz' })[0]!;
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(chosen.map((r) => r.census_id)).toEqual([1]);
    expect(screen.queryByRole('button', { name: 'Report a life event for Luis Ruiz' })).toBeNull();
  });

  it('in Spanish', () => {
    setLanguage('es');
    render(table([row()]));
    expect(
      screen.getAllByRole('button', { name: 'Informar un evento de vida de Ana Ruiz' })[0],
    ).toBeVisible();
  });
});
