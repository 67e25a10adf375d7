import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();
beforeEach(() => {
  api.on('get-featured-plans', ok([]));
});

describe('referral landing and the plan-question mock-up', () => {
  it('names a valid referrer above the quote form', async () => {
    resetSession({ referral: 'spring-health-fair', r_valid: true, r_name: 'Jordan Avery', agent_id: 10109 });
    renderScreen(<RemoteRoutes screen="referrals" />, {
      path: 'referrals',
      at: '/referrals?rid=spring-health-fair',
    });
    expect(
      await screen.findByText('(Referred By : Jordan Avery)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Zip Code')).toBeInTheDocument();
  });

  it('says nothing about a referrer that is not valid', async () => {
    resetSession({ r_valid: false, r_name: 'Someone' });
    renderScreen(<RemoteRoutes screen="referrals" />, { path: 'referrals' });
    expect(await screen.findByLabelText('Zip Code', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Referred By/)).not.toBeInTheDocument();
  });

  it('PlanQuestionView is a static mock-up: every input is disabled', async () => {
    resetSession({});
    renderScreen(<RemoteRoutes screen="plan-question-view" />, { path: 'PlanQuestionView' });
    const cancer = await screen.findByRole('region', { name: 'Cancer' }, { timeout: 5000 });
    expect(screen.getByRole('region', { name: 'Term Life' })).toBeInTheDocument();
    for (const radio of within(cancer).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(cancer).getByRole('checkbox', { name: 'Diabetes' })).toBeDisabled();
  });
});
