import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok, renderScreen, resetSession, startTestApi, type TestApi } from '@bs/ui/testing';
import RemoteRoutes from '../../routes';

const TEMP_ID = 'tmp_AbCdEfGhIjKlMnOpQrStUv';
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('shop plans screen', () => {
  it('shows the quote basics with Edit back to the form', async () => {
    resetSession({ tempId: TEMP_ID, landing: 'summit-benefits' });
    api.on(
      'get-enrollment-temp-info',
      ok({ result: { zip: '10001', gender: 1, is_smoker: 0, tier: 'IS', dob: '04/18/1988' } }),
    );
    renderScreen(<RemoteRoutes screen="plans" />, { path: 'plans', at: '/summit-benefits/plans' });

    expect(await screen.findByRole('heading', { name: 'Plans', level: 1 })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/summit-benefits');
    const summary = await screen.findByRole('region', { name: 'Your details' });
    expect(await within(summary).findByText('10001')).toBeInTheDocument();
    expect(within(summary).getByText('F')).toBeInTheDocument();
    expect(within(summary).getByText('No')).toBeInTheDocument();
    expect(within(summary).getByText('IS Member + Spouse')).toBeInTheDocument();
    expect(within(summary).getByText('04/18/1988')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/summit-benefits/home',
    );
    expect(api.callsTo('get-enrollment-temp-info')[0].query).toEqual({
      enrollment_id: TEMP_ID,
      column: 'filter_info',
    });
  });

  it('hides Smoker when it is not set', async () => {
    resetSession({ tempId: TEMP_ID });
    api.on(
      'get-enrollment-temp-info',
      ok({ result: { zip: '10001', gender: 0, is_smoker: null, tier: 'IO', dob: '04/18/1988' } }),
    );
    renderScreen(<RemoteRoutes screen="plans" />, { path: 'plans' });
    expect(await screen.findByText('10001')).toBeInTheDocument();
    expect(screen.queryByText('Smoker')).not.toBeInTheDocument();
  });

  it('sends a visitor without a temporary enrollment to the landing form', async () => {
    resetSession({});
    renderScreen(<RemoteRoutes screen="plans" />, { path: 'plans' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('is honest about screens that are not built yet', async () => {
    resetSession({});
    renderScreen(<RemoteRoutes screen="plan-detail" />, { path: 'plan/:id/:planName', at: '/plan/1/x' });
    expect(
      await screen.findByRole('heading', { name: 'This page is not available yet.' }),
    ).toBeInTheDocument();
  });
});
