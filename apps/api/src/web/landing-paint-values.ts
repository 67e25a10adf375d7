import { routeForPath } from '@bs/mf';
import type { Language } from '@bs/domain';
import { tenantCopy } from '@bs/tenant-config/copy';
import type { Tenant } from '@bs/tenant-config';
import type { LandingAnswers } from './boot-data';

/** What the painted landing shows for one page (landing-paint.ts fills it in). */
export interface PaintValues {
  /** The tenant slug of the URL, or null on the default store's own paths. */
  landing: string | null;
  name: string;
  logo?: string;
  logoSize?: { width: number; height: number };
  tagline?: string;
  /** An English tagline on a page in another language (said right by screen readers). */
  taglineInEnglish?: boolean;
  /** The agent's or store's picture beside the contact links. */
  image?: string;
  phone?: string;
  email?: string;
  aboutName?: string;
  menu: string[];
  ticket?: string;
  /** The tenant's own hero texts (tenant.json copy) for the page's language. */
  heroTitle?: string;
  heroTagline?: string;
  /** The agent or group whose landing it is, when the hero greets them by name. */
  heroOwner?: { type: 'agent' | 'group'; name: string; tagline: string };
}

/**
 * What a first visit's landing shows, decided as the shell and shop decide it (use-branding.ts,
 * use-hero-copy.ts) from the same answers the page carries as boot data. Undefined when the page
 * is not a landing or its answers are missing: then nothing is painted and the app draws the page.
 * Nobody signed in is painted (web/index.ts: their header is their own). A visitor only the
 * browser remembers (a referral kept in local storage) may still see the referral's greeting once
 * the app takes over; the painted page is the one every first visit gets.
 */
export function paintValues(
  path: string,
  tenant: Tenant | undefined,
  answers: LandingAnswers,
  lang: Language,
  /** The tenant's logo and picture URLs and the logo's measured size. */
  assets: {
    logo?: string;
    logoSize?: { width: number; height: number } | null;
    image?: string;
  },
): PaintValues | undefined {
  const { logo: tenantLogo, logoSize, image: tenantImage } = assets;
  const route = routeForPath(path);
  if (!tenant || route?.entry.screen !== 'landing') return undefined;
  const own = (key: string) => tenantCopy(tenant, key, lang);
  const ticketUrl = answers.ticket;
  const ticket = ticketUrl && /^https?:\/\//i.test(ticketUrl) ? ticketUrl : undefined;
  const hero = { heroTitle: own('hero_title'), heroTagline: own('hero_tagline') };

  if (route.landing) {
    const { page, owner, menu } = answers;
    if (!page) return undefined;
    const info = page.data;
    const ownStore = tenant.slug === route.landing;
    const ownTagline = ownStore ? own('tagline') : undefined;
    const logo = info.logo || tenantLogo;
    return {
      landing: route.landing,
      name: info.name,
      logo: logo || undefined,
      logoSize: logo && logo === tenantLogo ? (logoSize ?? undefined) : undefined,
      tagline: ownTagline ?? (info.tagline || undefined),
      taglineInEnglish: !ownTagline && lang !== 'en' && (info.copy_lang ?? 'en') === 'en',
      image: info.image || undefined,
      phone: info.display_phone || undefined,
      email: info.display_email || undefined,
      aboutName: info.display_about_name || undefined,
      menu: menu ?? [],
      ticket,
      ...hero,
      heroOwner: owner && { type: page.type, name: owner.name, tagline: owner.tagline },
    };
  }

  // The default store's own paths: its branding is the tenant's own (tenant.json).
  const visit = answers.defaultInfo;
  if (tenant.kind !== 'default' || (visit?.open_type ?? 'user') !== 'user') return undefined;
  const b = tenant.branding;
  const ownTagline = own('tagline');
  return {
    landing: null,
    name: tenant.name,
    logo: tenantLogo,
    logoSize: logoSize ?? undefined,
    tagline: ownTagline ?? (b?.tagline || undefined),
    taglineInEnglish: !ownTagline && lang !== 'en' && !!b?.tagline,
    image: tenantImage,
    phone: b?.display_phone || undefined,
    email: b?.display_email || undefined,
    aboutName: b?.display_about_name || undefined,
    menu: tenant.menu ?? [],
    ticket,
    ...hero,
  };
}
