import type { PrincipalKind } from '@bs/contract';

/** Who may act: a signed-in person, or a release token (x-release-token header; no session). */
export type ActorKind = PrincipalKind | 'release_token';

export type Scope =
  'own-agent' | 'group-agent' | 'served-group' | 'book' | 'own-group' | 'self' | 'any' | 'never';
