import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { withLanding } from '@bs/domain';
import { useSession } from '@bs/session';
import { splitLanding } from '../startup/start-up';

/** The tenant slug in the URL, else the stored one: shell links never drop the visitor's store. */
export function useLanding(): string | null {
  const fromUrl = splitLanding(useLocation().pathname).landing;
  const stored = useSession((s) => s.landing);
  return fromUrl ?? stored;
}

export function useStoreLink(): (path: string) => string {
  const landing = useLanding();
  return useCallback((path: string) => withLanding(path, landing), [landing]);
}
