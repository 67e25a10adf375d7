import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RemoteRoutesProps } from '@bs/mf';
import { sessionStore } from '@bs/session';
import { setLanguage } from '@bs/i18n';
import { resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import { App } from './app';
import { ShellRoutes } from './routes/shell-routes';

// Route-level tests: the real shell against a real HTTP server on loopback serving canned
// envelopes. Remotes are replaced by a loader that renders "<remote>:<screen>".
const api = withTestApi();

const LANDING_INFO = {
  name: 'Summit Benefit Advisors',
  logo: '/tenant-assets/summit/logo.svg',
  image: '/tenant-assets/summit/hero.svg',
  display_phone: '(303) 555-0187',
  display_email: 'hello@summit.example',
  tagline: 'Benefits advice from people who know you.',
  display_about_name: 'About Summit',
  agent_bio: '<p>Twenty years of benefits advice.</p>',
};

beforeEach(() => {
  resetSession();
  api.on('get-default-info', ok({ agent_id: 10109, group_id: 77, portal_id: 101, open_type: 'user' }));
  api.on('get-agent-landing-page-info', ok(LANDING_INFO));
  api.on('get-agent-menu', ok(['dental', 'vision', 'term_life']));
  api.on('get-ticket-link', ok('https://support.example/tickets/new'));
  api.on(
    'get-agent-about-page-info',
    ok({
      agent_bio: '<p>Twenty years of <strong>advice</strong>.</p>',
    }),
  );
  api.on(
    'get-agent-info-enroll',
    ok({ agent_id: 10109, first_name: 'Ada', last_name: 'Rep', agent_code: 'A1' }),
  );
  api.on('get-cart-count', ok({ result: 2 }));
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

const loader = async (remote: string) =>
  function FakeRemote({ screen: id }: RemoteRoutesProps) {
    return <h1>{`${remote}:${id}`}</h1>;
  };

function renderShell(at: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MemoryRouter initialEntries={[at]}>
      <App queryClient={queryClient}>
        <ShellRoutes loader={loader} />
        <Where />
      </App>
    </MemoryRouter>,
  );
}

describe('error page', () => {
  it.each(['/404', '/acme/no/such/page', '/cart/home'])(
    '%s shows the error page without header and footer',
    async (at) => {
      api.on('validate-landing-page', {
        status: 404,
        body: { status: 'error', data: [{ target_element: 'landing_page', error_message: 'Unknown' }] },
      });
      renderShell(at);
      expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  it('an unknown landing slug leads to /404', async () => {
    api.on('validate-landing-page', {
      status: 404,
      body: { status: 'error', data: [{ target_element: 'landing_page', error_message: 'Unknown' }] },
    });
    renderShell('/nobody-here');
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });
});

describe('staff chrome (issue 32)', () => {
  it("a rep's page carries the staff menu instead of the categories, and the logo stays home", async () => {
    sessionStore.getState().set({ eprocess: 'rep', agent_id: 10109, AGENT_ID: 10109 });
    renderShell('/enrollment-board');
    const menu = await screen.findByRole('navigation', { name: 'Staff menu' });
    expect(within(menu).getByRole('link', { name: 'Enrollment board' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Carrier files' })).toHaveAttribute(
      'href',
      '/carrier-files',
    );
    expect(screen.queryByRole('navigation', { name: 'Plan categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: / home$/ })).toHaveAttribute('href', '/agent-home');
    await userEvent.click(within(menu).getByRole('link', { name: 'Census' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/census');
  });

  it("the console's pages carry the console's menu and no cart", async () => {
    renderShell('/admin/edi');
    const menu = await screen.findByRole('navigation', { name: 'Staff menu' });
    expect(within(menu).getByRole('link', { name: 'Carrier files (EDI)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('navigation', { name: 'Plan categories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: / home$/ })).toHaveAttribute('href', '/admin/tenants');
  });
});

describe('header and footer', () => {
  it("marks the owner's tagline English on a Spanish page only when the API had no Spanish for it", async () => {
    setLanguage('es');
    try {
      api.on(
        'get-agent-landing-page-info',
        ok({ ...LANDING_INFO, tagline: 'Asesoría de confianza.', copy_lang: 'es' }),
      );
      const first = renderShell('/');
      const spanish = await within(await screen.findByRole('banner')).findByText('Asesoría de confianza.');
      expect(spanish).not.toHaveAttribute('lang');
      first.unmount();
      api.on('get-agent-landing-page-info', ok({ ...LANDING_INFO, copy_lang: 'en' }));
      renderShell('/');
      const english = await within(await screen.findByRole('banner')).findByText(LANDING_INFO.tagline);
      expect(english).toHaveAttribute('lang', 'en');
    } finally {
      setLanguage('en');
    }
  });

  it('show the branding the API returns for the default store', async () => {
    renderShell('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText(LANDING_INFO.tagline)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Summit Benefit Advisors home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByRole('link', { name: '(303) 555-0187' })).toHaveAttribute(
      'href',
      'tel:3035550187',
    );
    expect(within(header).getByRole('link', { name: 'hello@summit.example' })).toHaveAttribute(
      'href',
      'mailto:hello@summit.example',
    );
    const menu = await screen.findByRole('navigation', { name: 'Plan categories' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dental', 'Vision', 'Term Life']);
    expect(screen.getByRole('heading', { name: 'shop:landing' })).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2022 Summit Benefit Advisors. All rights reserved.');
    expect(footer).toHaveTextContent(/national association with over 100,000 members/);
    expect(await within(footer).findByRole('link', { name: 'Support ticket' })).toHaveAttribute(
      'href',
      'https://support.example/tickets/new',
    );
    expect(within(footer).getByRole('link', { name: /App Store/ })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Google Play/ })).toBeInTheDocument();

    expect(api.callsTo('get-default-info')).toHaveLength(1);
    expect(sessionStore.getState()).toMatchObject({
      agent_id: 10109,
      group_id: 77,
      open_type: 'user',
      eprocess: 'applicant',
    });
  });

  // The API sanitises the bio (apps/api/src/modules/catalogue/served-html.test.ts); the popup
  // renders its HTML as HTML.
  it('the About popup shows the agent bio with its formatting', async () => {
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'About' }));
    const dialog = await screen.findByRole('dialog', { name: 'About Summit' });
    expect(await within(dialog).findByText('advice')).toBeInTheDocument();
    expect(dialog.querySelector('p strong')).toHaveTextContent('advice');
  });

  it('a category click remembers the selection and opens its plans under the landing', async () => {
    api.on(
      'validate-landing-page',
      ok({
        type: 'agent',
        slug: 'summit',
        data: LANDING_INFO,
        agent_id: 10109,
        group_id: 77,
        portal_id: 101,
      }),
    );
    renderShell('/summit');
    await userEvent.click(await screen.findByRole('link', { name: 'Vision' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/summit/plans?type=vision');
    expect(sessionStore.getState().menuSelectedItem).toEqual({ key: 'vision', value: 'Vision' });
    expect(await screen.findByRole('heading', { name: 'shop:plans' })).toBeInTheDocument();
  });

  it('the cart link counts the items of the stored enrollment', async () => {
    resetSession({
      enrollmentId: 'abcdefghijklmnopqrstuv',
      open_type: 'user',
      eprocess: 'applicant',
      agent_id: 10109,
      group_id: 77,
    });
    renderShell('/cart');
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByRole('heading', { name: 'cart_quote:cart' })).toBeInTheDocument();
  });
});

describe('logo and logout', () => {
  it.each([
    [{ open_type: 'user', referral: 'r-42', eprocess: 'applicant' }, '/', '/referrals?rid=r-42'],
    [{ open_type: 'agent', eprocess: 'applicant', landing: 'summit' }, '/summit/plans', '/summit'],
    [{ eprocess: 'rep' }, '/plans', '/agent-home'],
    [{ eprocess: 'group', group_id: 77 }, '/plans', '/group-home'],
  ] as const)('with %j at %s the logo leads to %s', async (stored, at, target) => {
    api.on(
      'validate-landing-page',
      ok({
        type: 'agent',
        slug: 'summit',
        data: LANDING_INFO,
        agent_id: 10109,
        group_id: 77,
        portal_id: 101,
      }),
    );
    api.on('get-group-info-enroll', ok({ group_id: 77, name: 'Northwind', code: 'NW' }));
    api.on('get-group-landing-page-info', ok({ ...LANDING_INFO, gweb_aboutus: '' }));
    api.on('get-group-menu', ok([]));
    resetSession({ agent_id: 10109, ...stored });
    renderShell(at);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: /home$/ })).toHaveAttribute('href', target);
  });

  it('logout clears all local storage and goes to /', async () => {
    resetSession({
      eprocess: 'rep',
      agent_id: 10109,
      enrollmentId: 'abcdefghijklmnopqrstuv',
      nav_array: ['primary_info'],
    });
    localStorage.setItem('unrelated', 'x');
    renderShell('/agent-home');
    expect(await screen.findByRole('heading', { name: 'member_admin:agent-home' })).toBeInTheDocument();
    expect(api.callsTo('get-agent-info-enroll')).toHaveLength(1);

    // The header holds the account controls twice (beside the cart; in the phone menu): CSS shows one.
    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('unrelated')).toBeNull();
    expect(localStorage.getItem('tempId')).toBeNull();
    expect(localStorage.getItem('nav_array')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(api.callsTo('sign-out')).toHaveLength(0);
    // The default store opens again.
    await waitFor(() =>
      expect(sessionStore.getState()).toMatchObject({ open_type: 'user', eprocess: 'applicant' }),
    );
  });

  it('a stored name whose server session has ended gives way to Sign in at start-up', async () => {
    api.on('who-am-i', ok({ signed_in: false, principal: null, session_keys: null, home: '/' }));
    resetSession({ eprocess: 'rep', agent_id: 10109, signed_in_as: 'Jordan Avery' });
    renderShell('/agent-home');
    const header = await screen.findByRole('banner');
    expect((await within(header).findAllByRole('link', { name: 'Sign in' }))[0]).toBeInTheDocument();
    expect(sessionStore.getState().signed_in_as).toBeNull();
  });

  it('a signed-in person sees their name and Sign out, which ends the server session first', async () => {
    api.on('who-am-i', ok({ signed_in: true, principal: null, session_keys: null, home: '/group-home' }));
    api.on('sign-out', ok({ signed_out: true }));
    resetSession({ eprocess: 'group', group_id: 77, agent_id: 10109, signed_in_as: 'Priya Shah' });
    renderShell('/group-home');
    const header = await screen.findByRole('banner');
    expect(within(header).getAllByText('Signed in as Priya Shah')[0]).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.click(within(header).getAllByRole('button', { name: 'Sign out' })[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.callsTo('sign-out')).toHaveLength(1);
    expect(sessionStore.getState().signed_in_as).toBeNull();
    expect(within(header).getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/sign-in');
    // Spec §2: start-up then opens the default store (awaited here, so its read never lands in the next test).
    await waitFor(() =>
      expect(sessionStore.getState()).toMatchObject({
        open_type: 'user',
        eprocess: 'applicant',
        agent_id: 10109,
      }),
    );
    expect(api.callsTo('get-default-info')).toHaveLength(1);
  });
});

describe('start-up', () => {
  it('a referral link stores the referrer and opens the referral landing', async () => {
    api.on(
      'get-enrollment-info-referral',
      ok({
        agent_id: 10109,
        group_id: 77,
        portal_id: 101,
        valid_referral_link: true,
        referrer_info: { name: 'Jane Roe' },
      }),
    );
    renderShell('/referrals?rid=ref-7');
    expect(await screen.findByRole('heading', { name: 'shop:referrals' })).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({
      referral: 'ref-7',
      r_valid: true,
      r_name: 'Jane Roe',
      open_type: 'user',
    });
    expect(api.callsTo('get-default-info')).toHaveLength(0);
  });

  it('an invalid referral link leads to /404', async () => {
    api.on(
      'get-enrollment-info-referral',
      ok({ agent_id: 1, group_id: 1, portal_id: 1, valid_referral_link: false, referrer_info: { name: '' } }),
    );
    renderShell('/referrals?rid=nope');
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeInTheDocument();
  });

  it('continue-enrollment clears storage first and loads nothing', async () => {
    resetSession({ eprocess: 'rep', agent_id: 10109, enrollmentId: 'abcdefghijklmnopqrstuv' });
    renderShell('/continue-enrollment');
    expect(
      await screen.findByRole('heading', { name: 'enrollment_wizard:continue-enrollment' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('tempId')).toBeNull();
    expect(api.callsTo('get-default-info')).toHaveLength(0);
    expect(api.callsTo('get-agent-info-enroll')).toHaveLength(0);
  });
});
