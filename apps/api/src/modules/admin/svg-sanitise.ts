import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * An uploaded SVG made harmless by DOMPurify's SVG profile (ADR 0025), which parses it as a real
 * XML document, so entity-encoded tricks (`&#106;avascript:` in <animate>, `u&#114;l(` in a
 * style) are decoded before they are judged, unlike the regular expressions this replaces. A logo
 * needs no script, animation or outside resource: on top of the profile, any link or CSS `url()`
 * that is not a reference inside the file (#id) and any @import are removed too. What is stored is
 * always the sanitised text; when something active or external had to be removed the upload is
 * refused with the reason, so the administrator never gets an image other than the one they drew.
 * Runs in an upload worker (jsdom is heavy and the work is CPU-bound).
 */
export const NOT_AN_SVG = 'This file is not an SVG image.';
export const SVG_HAS_DOCTYPE = 'This SVG declares a DOCTYPE or entities, which are not allowed.';
export const SVG_HAS_SCRIPT = 'This SVG contains a script, which is not allowed.';
export const SVG_HAS_FOREIGN = 'This SVG contains a foreignObject, which is not allowed.';
export const SVG_HAS_HANDLERS = 'This SVG contains event handlers (on… attributes), which are not allowed.';
export const SVG_HAS_ANIMATION = 'This SVG contains animations, which are not allowed.';
export const SVG_IS_EXTERNAL = 'This SVG refers to another file or web address, which is not allowed.';
export const SVG_HAS_ACTIVE = 'This SVG contains active content, which is not allowed.';

const SVG_NS = 'http://www.w3.org/2000/svg';
const OUTSIDE_URL = /url\(\s*['"]?\s*(?!#)[^)'"\s]|@import|expression\(/i;

let purify: DOMPurify | undefined;
function purifier(): DOMPurify {
  if (purify) return purify;
  const p = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const external =
      ((name === 'href' || name.endsWith(':href') || name === 'src') &&
        !data.attrValue.trim().startsWith('#')) ||
      OUTSIDE_URL.test(data.attrValue);
    if (external) {
      data.keepAttr = false;
      p.removed.push({ attribute: { name: `external:${name}` } as Attr, from: _node });
    }
  });
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && OUTSIDE_URL.test(node.textContent ?? '')) {
      node.textContent = '';
      p.removed.push({ attribute: { name: 'external:style' } as Attr, from: node });
    }
  });
  return (purify = p);
}

/** Why something DOMPurify removed makes the upload refused; null for inert leftovers (metadata). */
function reasonOf(removed: DOMPurify['removed'][number]): string | null {
  if ('element' in removed && removed.element) {
    const tag = removed.element.nodeName.toLowerCase();
    if (tag === 'script') return SVG_HAS_SCRIPT;
    if (tag === 'foreignobject') return SVG_HAS_FOREIGN;
    if (/^(animate|set|animatemotion|animatetransform|animatecolor|discard)$/.test(tag))
      return SVG_HAS_ANIMATION;
    if (/^(iframe|embed|object|audio|video|canvas|handler|listener|use|image)$/.test(tag))
      return SVG_IS_EXTERNAL;
    return null;
  }
  const name = ('attribute' in removed && removed.attribute?.name.toLowerCase()) || '';
  if (name.startsWith('external:')) return SVG_IS_EXTERNAL;
  if (name.startsWith('on')) return SVG_HAS_HANDLERS;
  if (name.endsWith('href') || name === 'src') return SVG_HAS_ACTIVE;
  return null;
}

/** The sanitised SVG, or the reason it is refused. */
export function sanitiseSvg(text: string): { svg: string } | { problem: string } {
  if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(svg\b|!DOCTYPE)/i.test(text))
    return { problem: NOT_AN_SVG };
  // Entities are an XML bomb's fuel and a way to hide words from any check: a logo has none.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { problem: SVG_HAS_DOCTYPE };
  const p = purifier();
  // The prolog and leading comments are not kept (the stored file starts at <svg>).
  const body = text.replace(/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*/, '');
  const svg = p.sanitize(body, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> copies a shape of the same drawing; the hook above removes any link to outside it.
    ADD_TAGS: ['use'],
    NAMESPACE: SVG_NS,
    PARSER_MEDIA_TYPE: 'application/xhtml+xml',
  });
  if (!/^<svg\b/.test(svg)) return { problem: NOT_AN_SVG };
  const problem = p.removed.map(reasonOf).find((r) => r !== null);
  return problem ? { problem } : { svg };
}
