import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RemoteReleases } from '@bs/contract';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { PLATFORM_ADMIN, ROWS } from '../../test/fixtures';

const version = (v: string, failures = 0) => ({
  version: v,
  manifest_url: `/releases/cart_quote/${v}/mf-manifest.json`,
  commit_sha: '0123456789abcdef',
  built_at: '2026-11-20T10:00:00.000Z',
  size_bytes: 204800,
  published_at: '2026-11-20T10:05:00.000Z',
  published_by: 'release token',
  failures,
  last_failure_at: failures ? '2026-11-21T09:00:00.000Z' : null,
  last_error: failures ? 'chunk missing' : null,
});
const CART: RemoteReleases = {
  remote: 'cart_quote',
  active_version: 'aaa111bbb222',
  rollback_to: null,
  rollout_version: 'ccc333ddd444',
  rollout_percent: 10,
  pins: [{ tenant_slug: 'summit-benefits', version: 'ccc333ddd444' }],
  versions: [version('ccc333ddd444', 3), version('aaa111bbb222')],
  changes: [],
};
const empty = (remote: RemoteReleases['remote']): RemoteReleases => ({
  remote,
  active_version: null,
  rollout_version: null,
  rollout_percent: 0,
  pins: [],
  versions: [],
  changes: [],
});

const api = withTestApi();
beforeEach(() => {
  resetSession();
  api.on('who-am-i', ok(PLATFORM_ADMIN));
  api.on('list-tenants', ok({ rows: ROWS, total: ROWS.length }));
  api.on('list-releases', ok({ remotes: [empty('shop'), CART] }));
});
const renderReleases = () =>
  renderScreen(<RemoteRoutes screen="admin-releases" />, { path: 'admin/releases' });
const cartCard = async () => screen.findByRole('region', { name: 'Cart and quote (cart_quote)' });

describe('releases page', () => {
  it('shows what is live where and the failures browsers reported per version', async () => {
    renderReleases();
    const card = await cartCard();
    expect(card).toHaveTextContent('Everyone getsaaa111bbb222');
    expect(card).toHaveTextContent('ccc333ddd444 to 10% of browsers');
    expect(card).toHaveTextContent('Pinned for summit-benefits');
    const rows = within(card).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('10% of browsers · summit-benefits');
    expect(rows[1]).toHaveTextContent('3 reported');
    expect(rows[2]).toHaveTextContent('everyone');
    expect(screen.getByRole('region', { name: 'Plan shopping (shop)' })).toHaveTextContent(
      'No version has been published yet',
    );
  });

  it('pins a version for one store only once a store is chosen', async () => {
    api.on('pin-release', ok(CART));
    renderReleases();
    const card = await cartCard();
    await userEvent.click(within(card).getByRole('radio', { name: 'One store (pin)' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(await within(card).findByText('Please choose a store.')).toBeInTheDocument();
    expect(api.callsTo('pin-release')).toHaveLength(0);
    await userEvent.selectOptions(within(card).getByLabelText(/^Store/), 'northwind-employees');
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Cart and quote (cart_quote): ccc333ddd444 is live as chosen.'),
    ).toBeInTheDocument();
    expect(api.callsTo('pin-release')[0]!.body).toEqual({
      remote: 'cart_quote',
      version: 'ccc333ddd444',
      tenant_slug: 'northwind-employees',
    });
  });

  it('rolls back only after the confirmation', async () => {
    api.on('rollback-release', ok({ ...CART, active_version: null }));
    renderReleases();
    const card = await cartCard();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Roll back Cart and quote (cart_quote)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Roll back Cart and quote (cart_quote)?' });
    expect(dialog).toHaveTextContent("goes back to the environment's own build");
    expect(api.callsTo('rollback-release')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(api.callsTo('rollback-release')[0]!.body).toEqual({ remote: 'cart_quote' });
  });

  it('tells someone who is not a platform administrator that they cannot manage releases', async () => {
    api.on('list-releases', {
      status: 403,
      body: { status: 'error', data: [{ target_element: 'session', error_message: 'No access.' }] },
    });
    renderReleases();
    expect(await screen.findByText(/Only a platform administrator can manage releases/)).toBeInTheDocument();
  });
});
