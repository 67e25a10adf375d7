import type { DuplicateResolved } from '@bs/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { fieldError } from '../../http/errors';
import { NOT_ALLOWED, requireMemberAccess, requirePrincipal } from '../../kernel/access/access';
import { actorOf, recordChange } from '../../kernel/enrollment/audit.repository';
import { lockDuplicate } from './duplicates.repository';
import { mergeDuplicate } from './merge-duplicate.service';

export const ALREADY_REVIEWED = 'This possible duplicate has already been reviewed.';

type Ctx = { db: Db; req: FastifyRequest };

/**
 * Merge or keep separate, for staff who may change the existing member (access rule
 * 'review-duplicates' through requireMemberAccess). An unknown pair answers 403 like a forbidden
 * one; the decision is recorded in the change history of the look-alike's enrollment, which the
 * existing member's history then shows.
 */
export async function reviewDuplicate(
  { db, req }: Ctx,
  duplicateId: number,
  resolution: 'merged' | 'separate',
): Promise<DuplicateResolved> {
  await requirePrincipal({ req, db });
  return db.transaction(async (tx) => {
    const row = await lockDuplicate(tx, duplicateId);
    if (!row) throw fieldError(403, 'session', NOT_ALLOWED);
    const { principal } = await requireMemberAccess(
      { req, db: tx },
      'review-duplicates',
      row.existing_user_id,
    );
    if (row.resolution) throw fieldError(409, 'duplicate_id', ALREADY_REVIEWED);
    if (resolution === 'merged') await mergeDuplicate(tx, row.duplicate_user_id, row.existing_user_id);
    await tx.query(
      `UPDATE possible_duplicates SET resolution = $2, resolved_at = now(), resolved_by_account = $3 WHERE duplicate_id = $1`,
      [duplicateId, resolution, principal.account_id],
    );
    await recordChange(
      tx,
      row.enrollment_id,
      'enrollment',
      resolution === 'merged' ? 'merge' : 'keep_separate',
      actorOf(req, null, null),
    );
    return { resolution, user_id: row.existing_user_id };
  });
}
