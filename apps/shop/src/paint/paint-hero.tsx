import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import type { Language } from '@bs/domain';
import { i18n } from '@bs/i18n';
import { sessionStore } from '@bs/session';
import { StoreLanding } from '../features/landing/store-landing';
import { t } from '../i18n/messages';

/** Slot markers as the shell's paint build writes them (apps/shell/src/paint/paint-slots.ts). */
const slot = (name: string) => `__bs_${name}__`;

/**
 * The server-painted landing, shop half (ADR 0032): the landing screen's real hero, quote form and
 * featured plans (loading, as the app first shows them) rendered at build time in Node, with the
 * hero's title and tagline as slots the API fills per tenant and language.
 */
export async function paintHero(lang: Language, withTagline: boolean): Promise<string> {
  await i18n.load(lang);
  i18n.changeLanguage(lang);
  sessionStore.getState().set({ open_type: 'user', portal_id: 1, eprocess: 'applicant' });
  // Server rendering reads a store's initial state (useSyncExternalStore's server snapshot): the
  // painted visitor is the current one.
  sessionStore.getInitialState = () => sessionStore.getState();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { prelude } = await prerender(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StoreLanding title={slot('heroTitle')} tagline={withTagline ? slot('heroTagline') : null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return new Response(prelude).text();
}

/** The hero's own texts in a language, as use-hero-copy picks them (`name`: a slot). */
export function heroTexts(lang: Language) {
  // Synchronous: the messages of `lang` were fetched by the paint of that language before.
  if (!i18n.isLoaded(lang)) throw new Error(`paint: ${lang} messages not loaded`);
  i18n.changeLanguage(lang);
  return {
    title: t('landing.title'),
    tagline: t('landing.tagline'),
    agentTitle: t('landing.agentTitle', { name: slot('name') }),
    groupTitle: t('landing.groupTitle', { name: slot('name') }),
  };
}
