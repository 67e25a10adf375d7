import DOMPurify from 'dompurify';
import { useMemo, type ElementType } from 'react';

export interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
}

/**
 * Server-provided HTML (plan texts, quote preview) goes through DOMPurify before it reaches the
 * DOM (DESIGN §5): scripts, event handlers and javascript: URLs are stripped.
 */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
