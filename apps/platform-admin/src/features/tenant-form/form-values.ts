import type { CreateTenantBody, TenantDetail } from '@bs/contract';

/**
 * The copy texts the console edits, per language: the landing's title and tagline (the shop), the
 * header's tagline and the About popup's name and text (the shell; in English the branding's when
 * not set here).
 */
export const COPY_KEYS = ['hero_title', 'hero_tagline', 'tagline', 'display_about_name', 'about'] as const;
/** Copy keys whose English, when not set as copy, is the branding's text of the same name. */
const FROM_BRANDING = ['tagline', 'display_about_name', 'about'] as const;
export const THEME_KEYS = ['primary', 'accent', 'bg', 'surface', 'text'] as const;

/** What the inputs hold: ids as typed, optional colours and copy as '' when not given. */
export interface TenantFormValues {
  slug: string;
  name: string;
  kind: 'default' | 'agent' | 'group';
  agent_id: string;
  group_id: string;
  theme: Record<(typeof THEME_KEYS)[number], string>;
  logo: string;
  image: string;
  branding: CreateTenantBody['branding'];
  menu: string[];
  copy: Record<(typeof COPY_KEYS)[number], string>;
  copy_i18n: { es: Record<(typeof COPY_KEYS)[number], string> };
  version: number;
}

const blankCopy = () => ({
  hero_title: '',
  hero_tagline: '',
  tagline: '',
  display_about_name: '',
  about: '',
});

/**
 * The copy texts a Spanish page cannot show in Spanish: written in English (or, for the header
 * tagline, the branding's tagline) with no Spanish beside it. The console lists them.
 */
export function missingSpanish(v: Partial<TenantFormValues>): (typeof COPY_KEYS)[number][] {
  const fromBranding = (k: (typeof COPY_KEYS)[number]) =>
    (FROM_BRANDING as readonly string[]).includes(k)
      ? v.branding?.[k as (typeof FROM_BRANDING)[number]]?.trim()
      : '';
  const english = (k: (typeof COPY_KEYS)[number]) => v.copy?.[k]?.trim() || fromBranding(k);
  return COPY_KEYS.filter((k) => english(k) && !v.copy_i18n?.es?.[k]?.trim());
}

export function toFormValues(detail?: TenantDetail): TenantFormValues {
  const t = detail?.tenant;
  const copy = (from: Record<string, string> | undefined) => ({ ...blankCopy(), ...pick(from) });
  return {
    slug: t?.slug ?? '',
    name: t?.name ?? '',
    kind: t?.kind ?? 'group',
    agent_id: t ? String(t.agent_id) : '',
    group_id: t ? String(t.group_id) : '',
    theme: {
      primary: t?.theme.primary ?? '#1f5fae',
      accent: t?.theme.accent ?? '',
      bg: t?.theme.bg ?? '',
      surface: t?.theme.surface ?? '',
      text: t?.theme.text ?? '',
    },
    logo: t?.logo ?? '',
    image: t?.image ?? '',
    branding: t?.branding ?? {
      display_phone: '',
      display_email: '',
      tagline: '',
      display_about_name: '',
      about: '',
    },
    menu: t?.menu ?? ['dental', 'vision', 'medical'],
    copy: copy(t?.copy),
    copy_i18n: { es: copy(t?.copy_i18n?.es) },
    version: detail?.version ?? 0,
  };
}

function pick(from: Record<string, string> | undefined): Partial<Record<(typeof COPY_KEYS)[number], string>> {
  const out: Partial<Record<(typeof COPY_KEYS)[number], string>> = {};
  for (const k of COPY_KEYS) if (from?.[k]) out[k] = from[k];
  return out;
}

const nonEmpty = (r: Record<string, string>) =>
  Object.fromEntries(Object.entries(r).filter(([, v]) => v.trim() !== ''));

/** An id as the contract takes it: a number, or the typed text when it is not one (the schema says why). */
const asId = (typed: string): number | string => (/^\d+$/.test(typed.trim()) ? Number(typed) : typed);

/**
 * The body of create-tenant / update-tenant from the inputs, keeping the form's paths (so schema and
 * server errors land on their fields): empty optional colours and copy dropped.
 */
export function toPayload(v: TenantFormValues, base?: TenantDetail['tenant']) {
  // What the console does not show (font, radius, features, other copy keys) is kept as it was.
  const merged = (was: Record<string, string> | undefined, now: Record<string, string>) => {
    const out = { ...was };
    for (const k of Object.keys(now)) delete out[k];
    return { ...out, ...nonEmpty(now) };
  };
  const copy = merged(base?.copy, v.copy);
  const es = merged(base?.copy_i18n?.es, v.copy_i18n.es);
  const body = {
    ...base,
    slug: v.slug.trim(),
    name: v.name,
    kind: v.kind,
    agent_id: asId(v.agent_id),
    group_id: asId(v.group_id),
    theme: { font: base?.theme.font, radius: base?.theme.radius, ...nonEmpty(v.theme) },
    logo: v.logo,
    image: v.image,
    branding: v.branding,
    menu: v.menu,
    copy,
    copy_i18n: { ...base?.copy_i18n, es },
  };
  return base ? { ...body, version: v.version } : body;
}
