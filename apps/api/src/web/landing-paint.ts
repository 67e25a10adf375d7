import { readFileSync, statSync } from 'node:fs';
import type { Language } from '@bs/domain';
import type { PaintValues } from './landing-paint-values';

/**
 * The server-painted landing (ADR 0032). Each shell build writes dist/landing-paint.json
 * (tools/paint/emit-landing-template.mjs): the store's header, footer and landing hero rendered by
 * their real components, with `__bs_<slot>__` markers where a tenant's values go, and the CSS of
 * the hero. This fills it for one page: every value escaped, every marker replaced in one pass
 * (a value is never read again as a marker), a marker without a value refuses the template.
 */
export interface PaintTemplate {
  version: 1;
  css: string;
  languages: Record<Language, PaintLanguage>;
}

interface PaintLanguage {
  /** Keyed logo, tagline, menu: "1" when the store has it (paint-layout.tsx layoutKey). */
  layouts: Record<string, string>;
  snippets: Record<
    'menuItem' | 'portrait' | 'phoneLink' | 'emailLink' | 'aboutButton' | 'ticketLink',
    string
  >;
  hero: { tagline: string; plain: string };
  texts: { title: string; tagline: string; agentTitle: string; groupTitle: string };
  categories: Record<string, string>;
}

const SLOT = /__bs_([A-Za-z]+)__/g;

/** Escaped for text and for quoted attribute values alike. */
export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Fills every slot: `text` values escaped, `html` values (markup made here) as they are. */
export function fillSlots(
  template: string,
  text: Record<string, string>,
  html: Record<string, string> = {},
): string {
  return template.replace(SLOT, (_m, name: string) => {
    if (Object.hasOwn(html, name)) return html[name];
    if (Object.hasOwn(text, name)) return escapeHtml(text[name]);
    throw new Error(`landing paint: no value for slot ${name}`);
  });
}

/** Reads the template again only when the file changed; undefined when the build has none. */
export function paintTemplateReader(file: string): () => PaintTemplate | undefined {
  let cached: { mtime: number; template: PaintTemplate | undefined } | undefined;
  return () => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (!cached || cached.mtime !== mtime) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as PaintTemplate;
      cached = { mtime, template: parsed.version === 1 ? parsed : undefined };
    }
    return cached.template;
  };
}

/** The hero's title and tagline as use-hero-copy picks them: the tenant's own copy first. */
function heroText(l: PaintLanguage, v: PaintValues): { title: string; tagline: string } {
  const owner = v.heroOwner;
  const named = (t: string) => t.replace('__bs_name__', () => owner?.name ?? '');
  const title =
    v.heroTitle ??
    (owner ? named(owner.type === 'agent' ? l.texts.agentTitle : l.texts.groupTitle) : l.texts.title);
  const tagline = v.heroTagline ?? (owner ? owner.tagline : l.texts.tagline);
  return { title, tagline };
}

const NO_SCRIPT_CSS = '@media (scripting:none){[data-bs-painted] [aria-busy="true"]{display:none}}';

/** The markup that goes inside #root, and the hero's CSS for the head (under the page's nonce). */
export function paintLanding(
  template: PaintTemplate,
  lang: Language,
  v: PaintValues,
  nonce: string,
): { root: string; head: string } {
  const l = template.languages[lang];
  const key = `${+!!v.logo}${+!!v.tagline}${+(v.menu.length > 0)}`;
  const layout = l.layouts[key];
  if (!layout) throw new Error(`landing paint: no layout ${key}`);
  const landingPath = v.landing ? `/${encodeURIComponent(v.landing)}` : '';
  const links = { landingPath };
  const hero = heroText(l, v);
  const menuItems = v.menu
    .map((k) =>
      fillSlots(l.snippets.menuItem, {
        ...links,
        menuKey: encodeURIComponent(k),
        menuLabel: l.categories[k] ?? k,
      }),
    )
    .join('');
  const main = fillSlots(hero.tagline ? l.hero.tagline : l.hero.plain, {
    heroTitle: hero.title,
    heroTagline: hero.tagline,
  });
  const root = fillSlots(
    layout,
    {
      ...links,
      name: v.name,
      homeHref: landingPath || '/',
      logo: v.logo ?? '',
      tagline: v.tagline ?? '',
    },
    {
      main,
      menuItems,
      logoSize: v.logoSize ? ` width="${v.logoSize.width}" height="${v.logoSize.height}"` : '',
      taglineLang: v.taglineInEnglish ? ' lang="en"' : '',
      portrait: v.image ? fillSlots(l.snippets.portrait, { image: v.image }) : '',
      phoneLink: v.phone
        ? fillSlots(l.snippets.phoneLink, { phone: v.phone, phoneDigits: v.phone.replace(/[^\d+]/g, '') })
        : '',
      emailLink: v.email ? fillSlots(l.snippets.emailLink, { email: v.email }) : '',
      aboutButton: v.aboutName ? l.snippets.aboutButton : '',
      ticketLink: v.ticket ? fillSlots(l.snippets.ticketLink, { ticket: v.ticket }) : '',
    },
  );
  return {
    // The app renders beside this and removes it once its own landing is in place (ADR 0032).
    root: `<div data-bs-painted="">${root}</div>`,
    // Without scripts, what only loads (the featured plans' placeholder cards) would wait forever:
    // hidden then, beside the page's <noscript> line.
    head: `<style id="bs-landing-paint" nonce="${nonce}">${template.css}${NO_SCRIPT_CSS}</style>`,
  };
}

/** Puts the painted markup into the page's empty #root. */
export function withPaintedRoot(html: string, root: string): string {
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${root}</div>`);
}
