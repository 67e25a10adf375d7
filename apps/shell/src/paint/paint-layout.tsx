import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { callQueryOptions } from '@bs/api-client';
import { categoryKey } from '@bs/contract';
import type { Language } from '@bs/domain';
import { i18n } from '@bs/i18n';
import { sessionStore } from '@bs/session';
import { categoryName } from '@bs/ui';
import { ShellLayout } from '../layout/shell-layout';
import { PAINT_SLOT, slot } from './paint-slots';

/**
 * The server-painted landing, shell half (ADR 0032): the store's real layout (skip link, header,
 * footer) rendered at build time in Node, the values that differ per tenant as slot markers the
 * API fills (apps/api/src/web/landing-paint.ts). A logo or the name, a tagline or none, a menu or
 * none make variants; the portrait, contact links and ticket link are always rendered and cut out as
 * snippets the API leaves out when the store has none (tools/paint/carve.mjs).
 */
export interface LayoutVariant {
  logo: boolean;
  tagline: boolean;
  menu: boolean;
}

/** Every variant the API may need, keyed as `layoutKey` names them. */
export const LAYOUT_VARIANTS: LayoutVariant[] = [false, true].flatMap((logo) =>
  [false, true].flatMap((tagline) => [false, true].map((menu) => ({ logo, tagline, menu }))),
);

export const layoutKey = (v: LayoutVariant) => `${+v.logo}${+v.tagline}${+v.menu}`;

/** A visitor of a store page: agent-owned, so the header shows the landing page's branding. */
function seededClient(v: LayoutVariant): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const info = {
    name: slot('name'),
    logo: v.logo ? slot('logo') : '',
    image: slot('image'),
    display_phone: slot('phone'),
    display_email: slot('email'),
    display_about_name: slot('aboutName'),
    tagline: v.tagline ? slot('tagline') : '',
    agent_bio: '',
  };
  const page = { type: 'agent', agent_id: 1, group_id: 1, portal_id: 1, data: info };
  const set = (options: { queryKey: readonly unknown[] }, data: unknown) =>
    client.setQueryData(options.queryKey, data);
  set(callQueryOptions('validate-landing-page', { query: { landing_page: PAINT_SLOT.landing } }), page);
  set(callQueryOptions('get-agent-menu', { query: { agent_id: 1 } }), v.menu ? [slot('menuKey')] : []);
  set(callQueryOptions('get-ticket-link'), slot('ticket'));
  return client;
}

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** The layout of one variant in one language; the routed screen is the `main` slot. */
export async function paintLayout(lang: Language, v: LayoutVariant): Promise<string> {
  await i18n.load(lang);
  i18n.changeLanguage(lang);
  sessionStore.getState().set({
    landing: PAINT_SLOT.landing,
    open_type: 'agent',
    agent_id: 1,
    AGENT_ID: 1,
    eprocess: 'applicant',
  });
  // Server rendering reads a store's initial state (useSyncExternalStore's server snapshot): the
  // painted visitor is the current one.
  sessionStore.getInitialState = () => sessionStore.getState();
  return html(
    <QueryClientProvider client={seededClient(v)}>
      <MemoryRouter initialEntries={[`/${PAINT_SLOT.landing}`]}>
        <Routes>
          <Route element={<ShellLayout />}>
            <Route path="/:landing" element={slot('main')} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The menu's category names in a language (the API names a tenant's categories with them). */
export function categoryLabels(lang: Language): Record<string, string> {
  // Synchronous: the messages of `lang` were fetched by the paint of that language before.
  if (!i18n.isLoaded(lang)) throw new Error(`paint: ${lang} messages not loaded`);
  i18n.changeLanguage(lang);
  return Object.fromEntries(categoryKey.options.map((k) => [k, categoryName(k)]));
}
