import { expect, it } from 'vitest';
import { anotherBrowser } from '../../../test/browsers';
import { describeEachDriver, withHeaders, type TestCtx } from '../../../test/harness';
import { completedAs, memberRecords } from '../../../test/member-records';
import { sessionHeaders, type Who } from '../../../test/sign-in';
import { targetMember } from '../../../test/target-member';
import { get, PLANS, post, walkEnrollment } from '../../../test/wizard';
import { addDays, todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { checkDocument } from '../../kernel/enrollment-windows/event-document';
import { addDocument, documentsOf } from '../../kernel/enrollment-windows/life-event-documents.repository';
import { decideEvent, reportEvent } from '../../kernel/enrollment-windows/life-events.repository';

/** A stranger's anonymous completion that looks like a fresh member of group 77 by e-mail, name and birth date. */
async function lookAlike(ctx: TestCtx) {
  const t = await targetMember(ctx);
  const walked = await walkEnrollment(anotherBrowser(ctx), {
    plans: [PLANS.dental, PLANS.vision, PLANS.termLife],
    profile: { tier: 'IS', dob: t.dob, gender: 1 },
    person: { first_name: t.first_name, last_name: t.last_name },
    contact: {
      email_address: t.email,
      phone_number: '4045550999',
      address1: '9 Elsewhere Road',
      city: 'Atlanta',
      state: 'GA',
      zip: '30301',
      with_validation: 1,
    },
  });
  const made = await completedAs(ctx, walked.id);
  const [d] = await ctx.db.query<{ duplicate_id: number }>(
    'SELECT duplicate_id::int AS duplicate_id FROM possible_duplicates WHERE duplicate_user_id = $1',
    [made.user_id],
  );
  return { t, dupUserId: made.user_id, duplicateId: d!.duplicate_id, enrollmentId: walked.id };
}
const as = async (ctx: TestCtx, who: Who) => withHeaders(ctx, await sessionHeaders(ctx, who));

describeEachDriver('possible duplicates: staff review (ADR 0024)', (ctx) => {
  it('lists a pair side by side for the book and the group only, SSN masked', async () => {
    const { t, duplicateId, dupUserId } = await lookAlike(ctx());
    const listed = await get(await as(ctx(), 'group77'), 'list-possible-duplicates');
    expect(listed.status).toBe(200);
    const pair = listed.body.data.result.find(
      (p: { duplicate_id: number }) => p.duplicate_id === duplicateId,
    );
    expect(pair).toMatchObject({
      matched_by: 'email',
      existing: {
        user_id: t.userId,
        dob: t.dob,
        email: t.email,
        ssn_masked: `*****${t.ssn.slice(-4)}`,
        dependents: 1,
      },
      duplicate: { user_id: dupUserId, email: t.email, dependents: 1 },
    });
    expect(JSON.stringify(listed.body)).not.toContain(t.ssn);
    const rep = await get(await as(ctx(), 'rep10109'), 'list-possible-duplicates');
    expect(rep.body.data.result.map((p: { duplicate_id: number }) => p.duplicate_id)).toContain(duplicateId);
    const other = await get(await as(ctx(), 'rep20417'), 'list-possible-duplicates');
    expect(other.body.data.result.map((p: { duplicate_id: number }) => p.duplicate_id)).not.toContain(
      duplicateId,
    );
    expect((await get(await as(ctx(), { user_id: t.userId }), 'list-possible-duplicates')).status).toBe(403);
    expect((await get(ctx(), 'list-possible-duplicates')).status).toBe(401);
  });

  it('merges into the existing member by the stated rules, once, recorded in the history', async () => {
    const { t, duplicateId, dupUserId, enrollmentId } = await lookAlike(ctx());
    const before = await memberRecords(ctx(), t.userId);
    const refused = await post(await as(ctx(), 'rep20417'), 'merge-possible-duplicate', {
      duplicate_id: duplicateId,
    });
    expect(refused.status).toBe(403);
    const unknown = await post(await as(ctx(), 'rep20417'), 'merge-possible-duplicate', {
      duplicate_id: 2_000_000_000,
    });
    expect(unknown).toMatchObject({ status: 403, body: refused.body });
    const rep = await as(ctx(), 'rep10109');
    const merged = await post(rep, 'merge-possible-duplicate', { duplicate_id: duplicateId });
    expect(merged.body.data).toEqual({ resolution: 'merged', user_id: t.userId });
    const after = await memberRecords(ctx(), t.userId);
    expect(after.member).toEqual(before.member);
    // Live dental keeps its dates; ended vision becomes the newer coverage; term life moves over.
    const plan = (id: number) => after.plans.find((p) => p.plan_id === id);
    expect(plan(PLANS.dental)).toEqual(before.plans.find((p) => p.plan_id === PLANS.dental));
    expect(plan(PLANS.vision)).toMatchObject({ status: 'ACTIVE', enrollment_id: enrollmentId });
    expect(plan(PLANS.termLife)).toMatchObject({ status: 'ACTIVE', enrollment_id: enrollmentId });
    // The member's beneficiaries and answers stay theirs; the stranger's spouse Luis is added beside Daniel.
    expect(after.beneficiaries).toEqual(before.beneficiaries);
    expect(after.health).toEqual(before.health);
    expect(after.dependents.map((d) => d.first_name)).toEqual(['Daniel', 'Luis']);
    expect(after.instruments.filter((i) => i.enrollment_id === enrollmentId)).toHaveLength(1);
    expect(await ctx().db.query('SELECT 1 FROM members WHERE user_id = $1', [dupUserId])).toHaveLength(0);
    const again = await post(rep, 'merge-possible-duplicate', { duplicate_id: duplicateId });
    expect(again.status).toBe(409);
    const history = await get(rep, 'get-member-history', { user_id: t.userId });
    expect(history.body.data.rows.map((r: { action: string }) => r.action)).toContain('merge');
  });

  it("moves the duplicate's life events and their documents to the kept member", async () => {
    const { t, duplicateId, dupUserId } = await lookAlike(ctx());
    const today = todayUtc();
    const report = async (userId: number, kind: string) => {
      const r = await reportEvent(ctx().db, {
        groupId: 77,
        censusId: null,
        memberUserId: userId,
        kind,
        eventDate: addDays(today, -4),
        today,
        by: { kind: 'member', id: userId },
      });
      if (!r.ok) throw new Error(JSON.stringify(r));
      return r.eventId;
    };
    const key = ctx().config.dataKey;
    const attach = async (eventId: number, name: string, bytes: Uint8Array) => {
      const doc = checkDocument(name, bytes);
      if (!doc.ok) throw new Error(doc.message);
      await addDocument(ctx().db, key, eventId, doc, bytes, { kind: 'member', id: null });
    };
    const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
    // The kept member has a pending birth; the duplicate reported the same birth with its
    // certificate, and a marriage the administrator approved with its certificate.
    const keptBirth = await report(t.userId, 'birth');
    const dupBirth = await report(dupUserId, 'birth');
    await attach(dupBirth, 'birth.pdf', pdf('birth'));
    const marriage = await report(dupUserId, 'marriage');
    await attach(marriage, 'marriage.pdf', pdf('marriage'));
    await decideEvent(ctx().db, key, marriage, { status: 'approved', reason: 'Certificate seen', by: 1 });

    const merged = await post(await as(ctx(), 'rep10109'), 'merge-possible-duplicate', {
      duplicate_id: duplicateId,
    });
    expect(merged.status).toBe(200);
    const events = await ctx().db.query<{ event_id: number; kind: string; status: string; files: string[] }>(
      `SELECT e.event_id::int AS event_id, e.kind, e.status,
              coalesce(array_agg(d.document_id::text) FILTER (WHERE d.document_id IS NOT NULL), '{}') AS files
         FROM life_events e LEFT JOIN life_event_documents d ON d.event_id = e.event_id
        WHERE e.member_user_id = $1 GROUP BY e.event_id ORDER BY e.kind`,
      [t.userId],
    );
    expect(events.map((e) => [e.event_id, e.kind, e.status, e.files.length])).toEqual([
      [keptBirth, 'birth', 'pending', 1],
      [marriage, 'marriage', 'approved', 1],
    ]);
    expect((await documentsOf(ctx().db, key, keptBirth)).map((d) => d.fileName)).toEqual(['birth.pdf']);
    expect(
      await ctx().db.query('SELECT 1 FROM life_events WHERE member_user_id = $1 OR event_id = $2', [
        dupUserId,
        dupBirth,
      ]),
    ).toHaveLength(0);
  });

  it('keeps two members separate and takes the pair off the list', async () => {
    const { t, duplicateId, dupUserId } = await lookAlike(ctx());
    const before = await memberRecords(ctx(), t.userId);
    const group = await as(ctx(), 'group77');
    const kept = await post(group, 'keep-possible-duplicate-separate', { duplicate_id: duplicateId });
    expect(kept.body.data).toEqual({ resolution: 'separate', user_id: t.userId });
    expect(await memberRecords(ctx(), t.userId)).toEqual(before);
    expect(await ctx().db.query('SELECT 1 FROM members WHERE user_id = $1', [dupUserId])).toHaveLength(1);
    const listed = await get(group, 'list-possible-duplicates');
    expect(listed.body.data.result.map((p: { duplicate_id: number }) => p.duplicate_id)).not.toContain(
      duplicateId,
    );
  });
});
