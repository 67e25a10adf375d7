import type { ElementType } from 'react';

export interface ServerHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
  /** The text's language when it differs from the page's (a catalogue text in its English fallback). */
  lang?: string;
}

/**
 * HTML the API serves for rendering (plan texts, the about text, the quote preview). The API
 * sanitises it with one allowlist before it leaves the server (apps/api/src/http/safe-html.ts,
 * ADR 0012), so no sanitiser ships to the browser; only HTML from our own API belongs here.
 */
export function ServerHtml({ html, as: Tag = 'div', className, lang }: ServerHtmlProps) {
  return <Tag className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
