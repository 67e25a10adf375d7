import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const TOKEN = 'mbs_q7TvX2pLk9RwZ3hN8cJ4fD6y';
const api = withTestApi();
beforeEach(() => {
  resetSession({});
});

const open = (tier: string) =>
  renderScreen(<RemoteRoutes screen="member-benefit-store" />, {
    path: 'member-benefit-store/:id/:tier',
    at: `/member-benefit-store/${TOKEN}/${tier}`,
  });

describe('member benefit store', () => {
  it('posts the filter for the token with the tier and group 1929, then opens /plans', async () => {
    api.on(
      'add-filter-for-member',
      ok({ temp_enrollment_id: 'Sto0123456789abcdefghijk', show_quotation: 'no' }),
    );
    open('IF');
    expect(await screen.findByTestId('location')).toHaveTextContent('/plans');
    expect(api.callsTo('add-filter-for-member')).toHaveLength(1);
    expect(api.callsTo('add-filter-for-member')[0].body).toEqual({
      member_token: TOKEN,
      tier: 'IF',
      group_id: 1929,
    });
    expect(sessionStore.getState()).toMatchObject({
      group_id: 1929,
      enrollmentId: 'Sto0123456789abcdefghijk',
    });
    // The token is a credential: it is never kept in local storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);
  });

  it("shows 'Please choose a tier' on error", async () => {
    api.on('add-filter-for-member', fieldErrors(['tier', 'Please choose a tier']));
    open('XX');
    expect(await screen.findByText('Please choose a tier')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });
});
