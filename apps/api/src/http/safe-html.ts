import sanitize from 'sanitize-html';

// The API sanitises every piece of HTML it serves for a page to render (plan texts, the about
// text, the quote preview), once, here, so the browser renders it without a sanitiser of its own
// (ADR 0012: DOMPurify was 11 kB on the landing and most of the plans page's blocking time).
// Allowlists, not blocklists: anything not named is dropped; scripts, handlers, iframes, forms,
// javascript:/data: URLs and CSS never survive.

const LINKS: sanitize.IOptions['transformTags'] = {
  // A link in served text opens outside the store and cannot reach back into it.
  a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
};

/** The tags a plan text may use: served through TEXT, and required by the catalogue's loader. */
export const PLAN_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'span',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
] as const;

const STYLE_VALUE = /^(?:[^()\\]|rgba?\([\d\s,.%]+\))*$/;

const TEXT: sanitize.IOptions = {
  allowedTags: [...PLAN_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: LINKS,
};

/** The quote e-mail, as a preview: its table layout and inline styles kept, its document
 * wrapper (html, head, title, meta) dropped as a page would. */
const EMAIL: sanitize.IOptions = {
  ...TEXT,
  allowedTags: [
    ...(TEXT.allowedTags as string[]),
    'h1',
    'h2',
    'div',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
    'hr',
  ],
  allowedAttributes: {
    ...TEXT.allowedAttributes,
    '*': ['style', 'align', 'width', 'height', 'role', 'lang'],
    table: ['border', 'cellpadding', 'cellspacing', 'style', 'align', 'width', 'role'],
    td: ['colspan', 'rowspan', 'style', 'align', 'width'],
    th: ['colspan', 'rowspan', 'scope', 'style', 'align', 'width'],
    img: ['src', 'alt', 'width', 'height', 'style'],
  },
  allowedSchemesByTag: { img: ['https', 'http'] },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  // The properties the mail layout uses, with values that cannot load or run anything: no
  // parentheses but rgb()/rgba() colours (so no url(), expression() or var()).
  allowedStyles: {
    '*': Object.fromEntries(
      [
        'background',
        'background-color',
        'border',
        'border-left',
        'border-top',
        'border-bottom',
        'border-collapse',
        'color',
        'display',
        'font-family',
        'font-size',
        'font-weight',
        'height',
        'line-height',
        'margin',
        'max-width',
        'padding',
        'text-align',
        'vertical-align',
        'width',
      ].map((prop) => [prop, [STYLE_VALUE]]),
    ),
  },
};

/** Plan texts and the about text: paragraphs, emphasis, lists and links. */
export const safeHtml = (html: string): string => sanitize(html, TEXT);

/** The quote e-mail's HTML for the in-page preview. */
export const safeEmailHtml = (html: string): string => sanitize(html, EMAIL);
