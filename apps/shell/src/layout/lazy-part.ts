import { lazy, type ComponentType } from 'react';

/**
 * A part of the page fetched on first use, so it is not on the landing's path (ADR 0032). A fetch
 * that fails (offline, or a deploy replaced the chunk) leaves that part out instead of taking the
 * whole page down with it: a rejected React.lazy throws to the nearest error boundary, and the
 * header has none above it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      console.warn('[shell] a part of the page could not be loaded', error);
      const Nothing: ComponentType<P> = () => null;
      return { default: Nothing };
    }
  });
}
