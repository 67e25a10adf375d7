// Cuts the painted renders into a template (emit-landing-template.mjs): the parts a tenant may or
// may not have become snippets the API inserts whole or leaves out; links under the paint's
// stand-in landing slug become slots. Every step checks that it found what it cuts, so a change
// of the components that this no longer matches fails the build instead of painting wrong markup.

const PAINT_LANDING = 'bspaintlanding';

/** Replaces exactly one match of `pattern` (a RegExp without the g flag) or throws. */
function once(html, pattern, replacement, what) {
  const all = html.match(new RegExp(pattern.source, `${pattern.flags}g`)) ?? [];
  if (all.length !== 1) throw new Error(`landing paint: expected one ${what}, found ${all.length}`);
  return html.replace(pattern, replacement);
}

/** Takes out the one element matching `pattern`, returns it and the markup with `slot` in its place. */
function cut(html, pattern, slot, what) {
  const found = html.match(pattern);
  if (!found) throw new Error(`landing paint: no ${what}`);
  return { snippet: found[0], html: once(html, pattern, slot, what) };
}

// React's own preload hints for the logo: the <img> follows at once, inside #root.
const dropPreloads = (html) => html.replace(/<link rel="preload"[^>]*\/>/g, '');

function carveLayout(html, snippets, hasMenu) {
  html = dropPreloads(html);
  if (hasMenu) {
    const item = cut(html, /<li><a [^>]*>__bs_menuKey__<\/a><\/li>/, '__bs_menuItems__', 'menu item');
    html = item.html;
    snippets.menuItem = item.snippet.replace('>__bs_menuKey__<', '>__bs_menuLabel__<');
  }
  for (const [name, pattern] of [
    ['portrait', /<img src="__bs_image__"[^>]*\/>/],
    ['phoneLink', /<a href="tel:"[^>]*>.*?<\/a>/],
    ['emailLink', /<a href="mailto:__bs_email__"[^>]*>.*?<\/a>/],
    ['aboutButton', /<button type="button"[^>]*aria-haspopup="dialog">.*?<\/button>/],
    ['ticketLink', /<a href="__bs_ticket__"[^>]*>.*?<\/a>/],
  ]) {
    const part = cut(html, pattern, `__bs_${name}__`, name);
    html = part.html;
    snippets[name] = part.snippet.replace('href="tel:"', 'href="tel:__bs_phoneDigits__"');
  }
  html = html
    .replace(/ src="__bs_logo__"/, ' src="__bs_logo__"__bs_logoSize__')
    .replace(/( lang="en")?>__bs_tagline__</, '__bs_taglineLang__>__bs_tagline__<')
    .replaceAll(`href="/${PAINT_LANDING}"`, 'href="__bs_homeHref__"')
    .replaceAll(`/${PAINT_LANDING}/`, '__bs_landingPath__/');
  return html;
}

/** A snippet's links also live under the landing slug. */
const carveLinks = (html) => html.replaceAll(`/${PAINT_LANDING}/`, '__bs_landingPath__/');

export function carveTemplate({ layouts, hero, texts, categories }) {
  const snippets = {};
  const carved = Object.fromEntries(
    Object.entries(layouts).map(([key, html]) => [key, carveLayout(html, snippets, key[2] === '1')]),
  );
  for (const [key, html] of Object.entries(carved))
    if (html.includes(PAINT_LANDING)) throw new Error(`landing paint: layout ${key} keeps the stand-in slug`);
  const paintedHero = (html) =>
    // The painted form shows the form the app will render; before the shell's script runs, a
    // native submit would reload the page, so it takes no input until then (the script lifts
    // this and carries what is typed over: apps/shell/src/startup/painted-landing.ts).
    once(dropPreloads(html), /<form /, '<form inert="" ', 'form');
  return {
    layouts: carved,
    snippets: Object.fromEntries(Object.entries(snippets).map(([k, v]) => [k, carveLinks(v)])),
    hero: { tagline: paintedHero(hero.tagline), plain: paintedHero(hero.plain) },
    texts,
    categories,
  };
}
