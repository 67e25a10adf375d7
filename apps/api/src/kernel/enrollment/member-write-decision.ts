import type { Queryable } from '../../db';
import { fieldError } from '../../http/errors';
import { mayAct, NOT_ALLOWED } from '../access/access';
import type { Principal } from '../access/principal';
import { findCensusMember, findLookAlike, type PersonFacts } from './member-match';

/**
 * What a completion may write a person's records onto (ADR 0024):
 *  - existing: that member's record (family, beneficiaries, health answers, plans, instruments),
 *    because the request proved it is them or their staff;
 *  - possible-duplicate: a new member, marked as possibly the same person as `of`, for staff to review;
 *  - new: a new member, nobody it looks like.
 */
export type MemberWrite =
  | { kind: 'existing'; userId: number; via: MemberWriteProof }
  | { kind: 'possible-duplicate'; of: number; matchedBy: 'ssn' | 'email' }
  | { kind: 'new' };

/**
 * How the request proved the person:
 *  - member-enrollment: an existing member's enrollment, which only the member or their staff can
 *    start or touch (ADR 0013);
 *  - invitation: opened from the census row's own invitation link (ADR 0021);
 *  - self: signed in as the member the facts match;
 *  - staff: signed in as a rep or group administrator whose book holds that member.
 */
export type MemberWriteProof = 'member-enrollment' | 'invitation' | 'self' | 'staff';

export type MemberWriteInput = PersonFacts & {
  /** The member an existing member's enrollment is for (enrollments.user_id), if any. */
  enrollmentMember: { user_id: number; agent_id: number; group_id: number } | undefined;
  /** The signed-in person completing, or null (anonymous). */
  principal: Principal | null;
};

/**
 * Only a proven person changes a person: the one decision of every writer of completion (member
 * row, beneficiaries, dependents, health answers, plans, payment instruments). What the applicant
 * typed (SSN, e-mail, name, birth date) can find a member, never open one: without a proof above,
 * a look-alike becomes a possible duplicate, whatever was typed.
 */
export async function decideMemberWrite(db: Queryable, f: MemberWriteInput): Promise<MemberWrite> {
  if (f.enrollmentMember) {
    // The enrollment guard already let only the member or their staff reach this enrollment; asked
    // again here so this function alone is the rule.
    if (await mayAct(db, f.principal, 'enroll-member', f.enrollmentMember))
      return { kind: 'existing', userId: f.enrollmentMember.user_id, via: 'member-enrollment' };
    throw fieldError(403, 'session', NOT_ALLOWED);
  }
  const census = await findCensusMember(db, f);
  if (census !== undefined) return { kind: 'existing', userId: census, via: 'invitation' };
  const like = await findLookAlike(db, f);
  if (!like) return { kind: 'new' };
  const [owner] = await db.query<{ agent_id: number; group_id: number }>(
    'SELECT agent_id, group_id FROM members WHERE user_id = $1',
    [like.userId],
  );
  if (owner && (await mayAct(db, f.principal, 'enroll-member', { ...owner, user_id: like.userId })))
    return { kind: 'existing', userId: like.userId, via: f.principal?.kind === 'member' ? 'self' : 'staff' };
  return { kind: 'possible-duplicate', of: like.userId, matchedBy: like.matchedBy };
}
