/**
 * The tenant the server injects into every page it serves, as
 * `<script id="bs-tenant" type="application/json">` (apps/api web/tenant-html.ts), so the first
 * paint already shows the store's name, logo and texts. The shell and the shop read it; the server
 * writes it with this type. Plain types, no zod: the landing path stays free of schemas (ADR 0003).
 */
export const INJECTED_TENANT_ELEMENT_ID = 'bs-tenant';

type Texts = Record<string, string>;

export interface InjectedTenant {
  slug: string;
  name: string;
  kind: string;
  agent_id?: number | null;
  group_id?: number | null;
  portal_id?: number | null;
  /** The theme tokens (libs/tenant-config); the page already has them as CSS custom properties. */
  theme?: unknown;
  logo?: string;
  /** The logo file's intrinsic size, when the server could read it (width/height of the <img>). */
  logo_size?: { width: number; height: number };
  image?: string;
  branding?: {
    display_phone: string;
    display_email: string;
    tagline: string;
    display_about_name: string;
    /** HTML, sanitised by the server. */
    about: string;
  };
  menu?: string[];
  /** Display copy overrides, and per language (en, es). */
  copy?: Texts;
  copy_i18n?: Partial<Record<'en' | 'es', Texts>>;
  features?: Record<string, unknown>;
}
