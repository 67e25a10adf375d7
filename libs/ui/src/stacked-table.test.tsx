import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTable } from './stacked-table';

const rows = [
  { id: 1, name: 'Emma Anderson', dob: '04/17/1988' },
  { id: 2, name: 'Lucas Bennett', dob: '01/05/1995' },
];

describe('StackedTable', () => {
  it('is a captioned table: column headers, a row header per row, cells labelled for phone width', () => {
    render(
      <StackedTable
        caption="Current Members"
        columns={[
          { label: 'Name', cell: (r) => r.name },
          { label: 'Date of Birth', cell: (r) => r.dob, className: 'dob' },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Current Members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Date of Birth']);
    const header = within(table).getByRole('rowheader', { name: 'Lucas Bennett' });
    expect(header).toHaveAttribute('data-label', 'Name');
    const cell = within(table).getByRole('cell', { name: '01/05/1995' });
    expect(cell).toHaveAttribute('data-label', 'Date of Birth');
    expect(cell).toHaveClass('dob');
  });
});
