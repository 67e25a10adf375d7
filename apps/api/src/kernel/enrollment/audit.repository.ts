import type { FastifyRequest } from 'fastify';
import { isDbInt, type Queryable } from '../../db';
import { eprocessOf, principalOf } from '../access/principal';
import { sealJson, type DataKey } from '../crypto/data-key';
import { sealedSnapshot } from './section-snapshot';

export type Actor = {
  /** True when the fields below come from the signed-in session, false when they are claims. */
  verified: boolean;
  /** The signed-in staff account (rep, group or platform administrator). */
  account_id: number | null;
  eprocess: string | null;
  agent_id: number | null;
  group_id: number | null;
  user_id: number | null;
  ip: string;
};

/**
 * The request and the enrollment's process; resolved to an Actor where the change is recorded.
 * `key`: the data key that seals the section's snapshot for the history; null for a change that
 * touches no section (start, complete), so nothing is snapshotted.
 */
export type ActorClaim = { req: FastifyRequest; eprocess: string | null; key: DataKey | null };

const headerInt = (v: unknown) => {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  return isDbInt(n) ? n : null;
};

export const actorOf = (req: FastifyRequest, eprocess: string | null, key: DataKey | null): ActorClaim => ({
  req,
  eprocess,
  key,
});

/**
 * Who made a change. Signed in: the session's principal (ADR 0010), whatever the headers say.
 * Otherwise the client's default headers (agent_id, group_id, uid; spec §6), the enrollment's
 * process (or an eprocess header) and the IP, recorded as sent and marked unverified.
 * `db` is the change's transaction: on PGlite the session is read on the same connection.
 */
export async function resolveActor(db: Queryable, { req, eprocess }: ActorClaim): Promise<Actor> {
  const p = await principalOf(req, db);
  if (p)
    return {
      verified: true,
      account_id: p.account_id,
      eprocess: eprocessOf(p.kind) ?? eprocess,
      agent_id: p.agent_id,
      group_id: p.group_id,
      user_id: p.user_id,
      ip: req.ip,
    };
  const h = req.headers;
  const claimed =
    typeof h.eprocess === 'string' && /^(rep|group|applicant)$/.test(h.eprocess) ? h.eprocess : null;
  return {
    verified: false,
    account_id: null,
    eprocess: claimed ?? eprocess,
    agent_id: headerInt(h.agent_id),
    group_id: headerInt(h.group_id),
    user_id: headerInt(h.uid),
    ip: req.ip,
  };
}

/**
 * One audit row per change: which section, what kind of change and who; the values only inside
 * the sealed snapshot of the section after the change (the history diffs consecutive snapshots).
 */
export async function recordChange(
  db: Queryable,
  enrollmentId: string,
  section: string,
  action: 'save' | 'save_later' | 'delete' | 'start' | 'complete' | 'merge' | 'keep_separate',
  claim: ActorClaim,
): Promise<void> {
  const who = await resolveActor(db, claim);
  const snapshot = claim.key ? await sealedSnapshot(db, enrollmentId, section, claim.key) : null;
  await insertAudit(db, { enrollmentId, subject: null, section, action, snapshot }, who);
}

/**
 * One audit row for a change to a member that no enrollment made (a termination, ADR 0027): no
 * enrollment, the member as subject, and the change's own before and after sealed whole (there is
 * no earlier snapshot to compare with), so the member's change history shows it beside the
 * enrollments' changes. `db` is the change's transaction.
 */
export async function recordMemberChange(
  db: Queryable,
  userId: number,
  section: string,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
  claim: ActorClaim & { key: DataKey },
): Promise<void> {
  const who = await resolveActor(db, claim);
  const snapshot = sealJson(change, claim.key);
  await insertAudit(db, { enrollmentId: null, subject: userId, section, action: 'save', snapshot }, who);
}

/**
 * One audit row for a change to a group's enrollment calendar or to an employee's life event
 * (ADR 0034): no enrollment; the member as subject when the employee is one (else none: a census
 * row alone), the change's before and after sealed whole, the section naming what changed
 * (`plan-year`, `open-enrollment-extension`, `life-event`; and a carrier's decision on evidence of
 * insurability, `eoi-decision`, ADR 0035). `db` is the change's transaction.
 */
export async function recordCalendarChange(
  db: Queryable,
  subjectUserId: number | null,
  section:
    | 'plan-year'
    | 'open-enrollment-extension'
    | 'waiting-period'
    | 'life-event-kinds'
    | 'life-event'
    | 'eoi-decision',
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
  claim: ActorClaim & { key: DataKey },
): Promise<void> {
  const who = await resolveActor(db, claim);
  const snapshot = sealJson(change, claim.key);
  await insertAudit(
    db,
    { enrollmentId: null, subject: subjectUserId, section, action: 'save', snapshot },
    who,
  );
}

/**
 * A change made by a scheduled job (a life event expired for its missing document): no request and
 * no session, so the row names the job itself (`ip` 'schedule (<instance>)', unverified, no account).
 */
export async function recordScheduledChange(
  db: Queryable,
  subjectUserId: number | null,
  section: 'life-event',
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
  job: { key: DataKey; groupId: number; who: string },
): Promise<void> {
  await insertAudit(
    db,
    {
      enrollmentId: null,
      subject: subjectUserId,
      section,
      action: 'save',
      snapshot: sealJson(change, job.key),
    },
    {
      verified: false,
      account_id: null,
      eprocess: null,
      agent_id: null,
      group_id: job.groupId,
      user_id: null,
      ip: `schedule (${job.who})`,
    },
  );
}

/** The one INSERT of an audit row: an enrollment's change, or a member's with no enrollment. */
async function insertAudit(
  db: Queryable,
  row: {
    enrollmentId: string | null;
    subject: number | null;
    section: string;
    action: string;
    snapshot: string | null;
  },
  who: Awaited<ReturnType<typeof resolveActor>>,
): Promise<void> {
  await db.query(
    `INSERT INTO enrollment_audit (enrollment_id, subject_user_id, section, action, eprocess, agent_id, group_id,
       user_id, ip, account_id, verified, snapshot_enc)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      row.enrollmentId,
      row.subject,
      row.section,
      row.action,
      who.eprocess,
      who.agent_id,
      who.group_id,
      who.user_id,
      who.ip,
      who.account_id,
      who.verified,
      row.snapshot,
    ],
  );
}
