import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import type { LandingInfo } from '@bs/contract';
import { useLanguage } from '@bs/i18n';
import { useSession } from '@bs/session';
import { tenantCopy } from '@bs/tenant-config/copy';
import { readInjectedTenant, type InjectedTenant } from '../theme/injected-tenant';
import { useLanding } from './use-landing';

const injected = typeof document !== 'undefined' ? readInjectedTenant() : null;

/** The default store's own branding, as the server injected it from its tenant.json. */
function defaultStoreInfo(t: InjectedTenant): LandingInfo | null {
  if (t.kind !== 'default' || !t.branding) return null;
  return {
    name: t.name,
    logo: t.logo ?? '',
    image: t.image ?? '',
    agent_bio: t.branding.about,
    ...t.branding,
  };
}

/**
 * Whose branding the store shows. Several storefronts can share one agent or group (the default
 * store and an agency both use agent 10109), so the tenant decides first: a landing slug shows
 * that tenant's landing data, an open visit to the default store shows the default tenant, and
 * everyone else (reps, group administrators, referrals) sees their agent's or group's branding.
 */
export function useBrandOwner() {
  const landing = useLanding();
  const isGroup = useSession((s) => s.open_type === 'group' || s.eprocess === 'group');
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const groupId = useSession((s) => s.group_id);
  const openVisit = useSession(
    (s) => s.open_type === 'user' && !s.referral && s.eprocess !== 'rep' && s.eprocess !== 'group',
  );
  const defaultStore = !landing && openVisit && injected ? defaultStoreInfo(injected) : null;
  return { landing, isGroup, agentId, groupId, defaultStore, byOwner: !landing && !defaultStore };
}

/** Landing info (logo, image, phone, e-mail, tagline, about name) of the store being shown. */
// `?? 0` below only satisfies the types: each query is enabled only once its id is known.
export function useBranding() {
  const { landing, isGroup, agentId, groupId, defaultStore, byOwner } = useBrandOwner();
  const page = useQuery({
    ...callQueryOptions('validate-landing-page', { query: { landing_page: landing ?? '' } }),
    enabled: landing != null,
  });
  const agent = useQuery({
    ...callQueryOptions('get-agent-landing-page-info', { query: { agent_id: agentId ?? 0 } }),
    enabled: byOwner && !isGroup && agentId != null,
  });
  const group = useQuery({
    ...callQueryOptions('get-group-landing-page-info', { query: { group_id: groupId ?? 0 } }),
    enabled: byOwner && isGroup && groupId != null,
  });
  const info: LandingInfo | undefined = landing
    ? page.data?.data
    : (defaultStore ?? (isGroup ? group.data : agent.data));
  return {
    info,
    isGroup,
    // Before the API answers, the tenant injected into the page names the store.
    name: info?.name ?? injected?.name ?? 'Benefit Store',
    /** The white-label storefront (tenant.json name) when the server injected it, else the agent or group. */
    tenantName: injected?.name ?? info?.name ?? 'Benefit Store',
    logo: info?.logo || injected?.logo || null,
    /** The logo's size when it is the tenant's own (the server measured it): no shift on load. */
    logoSize: (info?.logo || injected?.logo) === injected?.logo ? injected?.logo_size : undefined,
    /** The agent's or group's storefront theme, when the page was not served for a tenant slug. */
    ownerTheme: byOwner ? info?.theme : undefined,
  };
}

type BrandingText = 'tagline' | 'display_about_name' | 'about';

/**
 * A branding text in the page's language: the tenant's own (tenant.json copy_i18n, e.g. `tagline`)
 * when the store shown is the tenant this page was served for, else the branding's (from the
 * API, in the page's language where the owner's tenant gave one); `lang` is "en" when a page in another language shows that English text, so
 * screen readers say it right. `own` tells plain copy text from the branding's sanitised HTML.
 */
export function useBrandingText(key: BrandingText): {
  text: string | undefined;
  lang: 'en' | undefined;
  own: boolean;
} {
  const { info } = useBranding();
  const { landing, defaultStore } = useBrandOwner();
  const [lang] = useLanguage();
  const own =
    injected && (defaultStore || (landing != null && landing === injected.slug))
      ? tenantCopy({ copy: injected.copy ?? {}, copy_i18n: injected.copy_i18n ?? {} }, key, lang)
      : undefined;
  if (own) return { text: own, lang: undefined, own: true };
  const text = key === 'about' ? undefined : info?.[key];
  // The API answers the owner's texts in the page's language where its tenant gave them.
  const english = (info?.copy_lang ?? 'en') === 'en';
  return { text, lang: lang !== 'en' && text && english ? 'en' : undefined, own: false };
}

export const useTagline = () => useBrandingText('tagline');

/** Category keys of the header menu, in the server's order. */
export function useMenu() {
  const { isGroup, agentId, groupId, defaultStore } = useBrandOwner();
  const fromTenant = defaultStore ? (injected?.menu ?? null) : null;
  const agent = useQuery({
    ...callQueryOptions('get-agent-menu', { query: { agent_id: agentId ?? 0 } }),
    enabled: !fromTenant && !isGroup && agentId != null,
  });
  const group = useQuery({
    ...callQueryOptions('get-group-menu', { query: { group_id: groupId ?? 0 } }),
    enabled: !fromTenant && isGroup && groupId != null,
  });
  return fromTenant ?? (isGroup ? group.data : agent.data) ?? [];
}

export function useTicketLink(): string | undefined {
  return useQuery({ ...callQueryOptions('get-ticket-link'), staleTime: Infinity }).data;
}
