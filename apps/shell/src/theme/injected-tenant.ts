/** What the server injects as <script id="bs-tenant" type="application/json"> (apps/api tenant-html). */
export interface InjectedTenant {
  slug: string;
  name: string;
  kind: string;
  agent_id?: number;
  group_id?: number;
  logo?: string;
  /** The logo file's intrinsic size, when the server could read it (width/height of the <img>). */
  logo_size?: { width: number; height: number };
  image?: string;
  menu?: string[];
  branding?: {
    display_phone: string;
    display_email: string;
    tagline: string;
    display_about_name: string;
    about: string;
  };
}

/**
 * The tenant known before any API call, so the first paint already shows its name and logo.
 * Missing or unreadable JSON (dev server, tests) simply means "not known yet".
 */
export function readInjectedTenant(doc: Document = document): InjectedTenant | null {
  const el = doc.getElementById('bs-tenant');
  if (!el?.textContent) return null;
  try {
    const data = JSON.parse(el.textContent) as Partial<InjectedTenant>;
    return typeof data.name === 'string' && typeof data.slug === 'string' ? (data as InjectedTenant) : null;
  } catch {
    return null;
  }
}
