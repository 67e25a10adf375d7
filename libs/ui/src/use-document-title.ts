import { useEffect } from 'react';

/**
 * The tab's title names the page (WCAG 2.4.2). The title from before comes back when the screen
 * leaves, so a screen of another remote never inherits this one's; no title (still loading) leaves
 * the tab as it is.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
