import { useCallback } from 'react';
import { useParams } from 'react-router';
import { withLanding } from '@bs/domain';
import { useSession } from '@bs/session';

/**
 * Builds in-store links that keep the visitor's landing slug (`/:landing?/...`), so a click never
 * drops them out of their agent's or employer's store. The URL wins over the stored slug.
 */
export function useStorePath(): (path: string) => string {
  const fromUrl = useParams().landing;
  const stored = useSession((s) => s.landing);
  const landing = fromUrl ?? stored;
  return useCallback((path: string) => withLanding(path, landing), [landing]);
}
