import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { EnrollmentWindowNote } from './enrollment-window-note';
import { PayNote } from '@bs/ui';

afterEach(() => setLanguage('en'));

/** $40.00/month dental at Northwind (50% of employee-only): the API's pay fields. */
const PAY = {
  frequency: 'biweekly',
  paychecks_per_year: 26,
  employee_per_paycheck: 9.23,
  employer_per_paycheck: 9.23,
  employee_monthly: 20,
  employer_monthly: 20,
  pre_tax: true,
} as const;

describe('a group employee’s price per paycheck', () => {
  it('names the amount, the paychecks a year and the employer share', () => {
    render(<PayNote pay={PAY} />);
    expect(screen.getByText('$9.23 per paycheck, 26 a year')).toBeInTheDocument();
    expect(screen.getByText('Employer $20.00/month')).toBeInTheDocument();
  });

  it('says "From" on a card, and leaves the employer out when it pays nothing', () => {
    render(<PayNote pay={{ ...PAY, employer_monthly: 0, employer_per_paycheck: 0 }} from />);
    expect(screen.getByText('From $9.23 per paycheck, 26 a year')).toBeInTheDocument();
    expect(screen.queryByText(/Employer/)).toBeNull();
  });

  it('in Spanish', () => {
    setLanguage('es');
    render(<PayNote pay={PAY} />);
    expect(screen.getByText('$9.23 por pago de nómina, 26 al año')).toBeInTheDocument();
    expect(screen.getByText('Empleador $20.00/mes')).toBeInTheDocument();
  });
});

describe('the group’s open enrollment in its store', () => {
  const open = {
    state: 'open',
    opens_on: '2026-11-01',
    closes_on: '2026-12-08',
    can_report_event: true,
  } as const;

  it('counts the days left, and says so on the last day', () => {
    const { rerender } = render(<EnrollmentWindowNote window={{ ...open, days_left: 10 }} />);
    expect(screen.getByText('Open enrollment ends in 10 days')).toBeInTheDocument();
    expect(screen.getByTestId('enrollment-window')).toHaveTextContent('December 8, 2026');
    rerender(<EnrollmentWindowNote window={{ ...open, days_left: 1 }} />);
    expect(screen.getByText('Open enrollment ends in 1 day')).toBeInTheDocument();
    rerender(<EnrollmentWindowNote window={{ ...open, days_left: 0 }} />);
    expect(screen.getByText('Open enrollment ends today')).toBeInTheDocument();
  });

  it('once closed, names the way in that remains', () => {
    const closed = { ...open, state: 'closed', days_left: null } as const;
    const { rerender } = render(<EnrollmentWindowNote window={closed} />);
    expect(screen.getByText('Enrollment is closed')).toBeInTheDocument();
    expect(screen.getByTestId('enrollment-window')).toHaveTextContent(
      /report a life event .* contact your administrator/,
    );
    rerender(<EnrollmentWindowNote window={{ ...closed, can_report_event: false }} />);
    expect(screen.getByTestId('enrollment-window')).not.toHaveTextContent(/life event/);
  });

  it('in Spanish', () => {
    setLanguage('es');
    const { rerender } = render(<EnrollmentWindowNote window={{ ...open, days_left: 10 }} />);
    expect(screen.getByText('La inscripción abierta termina en 10 días')).toBeInTheDocument();
    rerender(<EnrollmentWindowNote window={{ ...open, state: 'closed', days_left: null }} />);
    expect(screen.getByText('La inscripción está cerrada')).toBeInTheDocument();
  });
});
