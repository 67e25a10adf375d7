import { useT } from '../../i18n/messages';
import { useStoreTitle } from '../../tenant/use-store-title';
import { StoreLanding } from './store-landing';
import { useHeroCopy } from './use-hero-copy';

/** `/` and `/home` (spec §2 Landing): a hero for the visitor's store, the quote form, featured plans. */
export function LandingScreen() {
  const t = useT();
  const hero = useHeroCopy();
  useStoreTitle(t('nav.home'));
  return <StoreLanding title={hero.title} tagline={hero.tagline} busy={hero.loading} />;
}
