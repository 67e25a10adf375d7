import type { CallName } from '@bs/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { fieldError } from '../../http/errors';
import { NOT_ALLOWED, SIGN_IN_REQUIRED } from './access';
import { ACCESS_RULES, type Action, type ActorKind } from './access-rules';
import { principalOf } from './principal';
import { hasReleaseToken } from './release-token';

/**
 * What each call that always needs a caller asks of the access table (ADR 0028): the actions its
 * handler checks, or 'signed-in' for any session. register-calls.ts puts this cheap kind-level
 * check before schema validation, so an anonymous or wrong-role caller learns nothing of a call's
 * fields (401/403 before any 400); the handler still decides the scope (whose agent, group,
 * member). Calls whose need depends on the body are in SESSION_DEPENDS_ON_INPUT instead.
 * Issue 27 moves each line into its module.
 */
export const CALL_ACCESS: Partial<Record<CallName, readonly Action[] | 'signed-in'>> = {
  'get-enrollment-platforms': ['view-platforms'],
  'get-agent-groups': ['list-agent-groups'],
  'get-agent-members': ['list-agent-members'],
  'get-group-users': ['list-group-members'],
  'get-member-info': ['view-member'],
  'add-filter-for-existing-user': ['enroll-member'],
  'get-quote-preview-content': ['send-quote'],
  'save-enroller-code': ['credit-enroller'],
  'list-tenants': 'signed-in',
  'get-tenant': ['brand-tenant', 'manage-tenants'],
  'get-tenant-changes': ['brand-tenant', 'manage-tenants'],
  'update-tenant': ['brand-tenant', 'manage-tenants'],
  'upload-tenant-image': ['brand-tenant', 'manage-tenants'],
  'create-tenant': ['manage-tenants'],
  'set-tenant-status': ['manage-tenants'],
  'export-tenant': ['manage-tenants'],
  'get-enrollment-history': ['view-history'],
  'get-member-history': ['view-history'],
  'get-enrollment-board': ['view-enrollment-board'],
  'export-enrollment-board': ['view-enrollment-board'],
  'get-census-template': 'signed-in',
  'preview-census': ['manage-census'],
  'commit-census': ['manage-census'],
  'send-invitations': ['invite-employees'],
  'revoke-invitation': ['invite-employees'],
  'get-report': ['view-reports'],
  'export-report': ['view-reports'],
  'list-releases': ['manage-releases'],
  'publish-release': ['manage-releases'],
  'activate-release': ['manage-releases'],
  'pin-release': ['manage-releases'],
  'rollout-release': ['manage-releases'],
  'rollback-release': ['manage-releases'],
  'list-carriers': ['manage-edi'],
  'get-trading-partner': ['manage-edi'],
  'save-trading-partner': ['manage-edi'],
  'build-edi-file': ['manage-edi'],
  'list-edi-files': ['manage-edi'],
  'list-group-edi-files': ['download-edi'],
  'create-edi-download-link': ['download-edi'],
  'terminate-coverage': ['terminate-coverage'],
  'sign-out-other-sessions': 'signed-in',
  'list-possible-duplicates': ['review-duplicates'],
  'merge-possible-duplicate': ['review-duplicates'],
  'keep-possible-duplicate-separate': ['review-duplicates'],
};

/**
 * Calls that need a session only for some inputs, so the handler checks after validation:
 * add-filter-for-member by user_id (a member-store token needs none), save-enrollment's cart_info
 * tab (the personalized quote), add-filter-for-new-user started by staff for their book.
 */
export const SESSION_DEPENDS_ON_INPUT: readonly CallName[] = [
  'add-filter-for-member',
  'save-enrollment',
  'add-filter-for-new-user',
];

/** May a caller of this kind make the call at all (some resource in scope)? */
export const kindMayCall = (need: readonly Action[] | 'signed-in', kind: ActorKind): boolean =>
  need === 'signed-in' ? kind !== 'release_token' : need.some((a) => ACCESS_RULES[a][kind] !== 'never');

/**
 * 401 without a session (or release token, where the table gives tokens a column), 403 when the
 * caller's kind may never make the call. Reads the session once; the handler's own check reuses it.
 */
export async function precheckCall(
  req: FastifyRequest,
  db: Queryable,
  releaseToken: string | undefined,
  need: readonly Action[] | 'signed-in',
): Promise<void> {
  if (need !== 'signed-in' && kindMayCall(need, 'release_token') && hasReleaseToken(req, releaseToken))
    return;
  const kind = (await principalOf(req, db))?.kind;
  if (!kind) throw fieldError(401, 'session', SIGN_IN_REQUIRED);
  if (!kindMayCall(need, kind)) throw fieldError(403, 'session', NOT_ALLOWED);
}
