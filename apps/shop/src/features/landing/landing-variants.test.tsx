import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const landing = {
  logo: '',
  image: '',
  display_phone: '',
  display_email: '',
  display_about_name: '',
  agent_bio: '',
};
const api = withTestApi();
beforeEach(() => {
  api.on('get-featured-plans', ok([]));
});

describe('shop landing variants and featured plans', () => {
  it('greets the default store and lists featured plans with logo, formatted text and More Info', async () => {
    resetSession({ open_type: 'user', agent_id: 10109, group_id: 77, portal_id: 101 });
    api.on(
      'get-featured-plans',
      ok([
        {
          plan_id: 1001,
          plan_name: 'BrightSmile Dental PPO',
          plan_logo: 'brightsmile-dental.svg',
          plan_short_text: '<p>Cleanings at <strong>100%</strong></p>',
        },
      ]),
    );
    renderScreen(<RemoteRoutes screen="landing" />, { path: '', at: '/' });

    expect(
      await screen.findByRole('heading', { name: 'Find the right benefits for you' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /300k\+/ })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'BrightSmile Dental PPO' })).toHaveAttribute(
      'src',
      '/assets/plan-logos/brightsmile-dental.svg',
    );
    expect(screen.getByRole('link', { name: /More Info/ })).toHaveAttribute(
      'href',
      '/plan/1001/brightsmile-dental-ppo',
    );
    // The API sanitised the text (served-html.test.ts); the card renders its formatting.
    expect(screen.getByText('100%').tagName).toBe('STRONG');
    expect(api.callsTo('get-featured-plans')[0].query).toEqual({ portal_id: '101', group_id: '77' });
  });

  it('names the agency on an agent landing and asks featured plans by agent', async () => {
    resetSession({
      open_type: 'agent',
      agent_id: 10109,
      group_id: 77,
      portal_id: 101,
      landing: 'summit-benefits',
    });
    api.on(
      'get-agent-landing-page-info',
      ok({ ...landing, name: 'Summit Benefit Advisors', tagline: 'Independent advice.' }),
    );
    renderScreen(<RemoteRoutes screen="landing" />, { path: '', at: '/summit-benefits' });
    expect(
      await screen.findByRole('heading', { name: 'Find the right benefits with Summit Benefit Advisors' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Independent advice.')).toBeInTheDocument();
    expect(api.callsTo('get-featured-plans')[0].query).toEqual({ portal_id: '101', agent_id: '10109' });
  });

  it('welcomes employees on a group landing', async () => {
    resetSession({ open_type: 'group', agent_id: 10109, group_id: 77, portal_id: 101 });
    api.on(
      'get-group-landing-page-info',
      ok({ ...landing, gweb_aboutus: '', name: 'Northwind Traders', tagline: '' }),
    );
    renderScreen(<RemoteRoutes screen="landing" />, { path: '' });
    expect(
      await screen.findByRole('heading', { name: 'Benefits for employees of Northwind Traders' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No featured plans right now')).toBeInTheDocument();
  });

  it('shows the error page on /home?error', async () => {
    resetSession({ open_type: 'user' });
    renderScreen(<RemoteRoutes screen="home" />, { path: 'home', at: '/home?error' });
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });
});
