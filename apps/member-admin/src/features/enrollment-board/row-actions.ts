import type { BoardRow, CensusStatus } from '@bs/contract';

/** Invited and not finished: a reminder and a revocation apply only to these (the API's rules). */
const PENDING: readonly CensusStatus[] = ['invited', 'opened', 'in_progress'];

/** An invitation can go to anyone eligible who has not enrolled (again, with a new link, if invited). */
export const canInvite = (r: BoardRow) => r.eligible && r.status !== 'enrolled';

/** A reminder goes to people already invited, eligible, neither enrolled nor declined. */
export const canRemind = (r: BoardRow) => r.eligible && PENDING.includes(r.status);

/**
 * A link that still opens can be revoked while the employee has not enrolled: a pending
 * invitation, or a declined one whose link would still let them enroll after all. Never for
 * someone never invited, already enrolled, or whose link was revoked or expired.
 */
export const canRevoke = (r: BoardRow) => r.link_live && r.status !== 'enrolled';
