// The storage of enrollment windows and life events (migration 0030) on both drivers, on the
// worker's migrated and seeded database, with a group of its own (the demo world's calendar is
// checked on a fresh database in seed/enrollment-windows-demo.test.ts).
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDriver, type TestCtx } from '../../../test/harness';
import { addDays } from './calendar-days';
import { checkDocument } from './event-document';
import { enrollmentStatus } from './enrollment-status.service';
import {
  claimReminder,
  decideEvent,
  decisionReason,
  eventById,
  eventsOfEmployee,
  expireOverdue,
  followUpList,
  reportEvent,
} from './life-events.repository';
import { offeredKinds, setGroupKind } from './life-event-kinds.repository';
import { addDocument, documentsOf, readDocument } from './life-event-documents.repository';
import {
  addExtension,
  extensionHistory,
  extensionsFor,
  planYearsOf,
  savePlanYear,
  saveWaitingPeriod,
  waitingPeriodOf,
} from './windows.repository';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describeEachDriver('enrollment windows and life events storage', (ctx) => describeOwnGroup(ctx));

function describeOwnGroup(ctx: () => TestCtx) {
  const db = () => ctx().db;
  const key = () => ctx().config.dataKey;
  const groupId = 900_000 + randomInt(90_000);
  const census: Record<string, number> = {};
  const today = '2027-02-20';

  beforeAll(async () => {
    await db().query(
      `INSERT INTO groups (group_id, name, code, agent_id) VALUES ($1, 'Windows Test', $2, 10109)`,
      [groupId, `WT${groupId}`],
    );
    for (const [id, hire] of [
      ['W-1', '2020-01-06'],
      ['W-2', '2027-02-20'],
    ] as const) {
      const [row] = await db().query<{ id: number }>(
        `INSERT INTO census_employees (group_id, employee_id, first_name, last_name, dob, gender, email, zip, hire_date)
         VALUES ($1, $2, 'Wen', 'Test', '1990-01-01', 1, $3, '30301', $4) RETURNING census_id::int AS id`,
        [groupId, id, `${id.toLowerCase()}.${groupId}@example.com`, hire],
      );
      census[id] = row!.id;
    }
  });

  it('saves a plan year once per start day, and the latest extension counts', async () => {
    const year = {
      startsOn: '2027-01-01',
      endsOn: '2027-12-31',
      opensOn: '2026-11-01',
      closesOn: '2026-11-30',
      coverageStartsOn: '2027-01-01',
    };
    const id = await savePlanYear(db(), groupId, year, 1);
    expect(await savePlanYear(db(), groupId, { ...year, closesOn: '2026-11-29' }, 1)).toBe(id);
    expect(await planYearsOf(db(), groupId)).toEqual([
      { ...year, closesOn: '2026-11-29', planYearId: id, groupId, reminderDays: [7, 2] },
    ]);
    await addExtension(db(), {
      planYearId: id,
      censusId: null,
      closesOn: '2026-12-10',
      reason: 'Holidays',
      by: 1,
    });
    await addExtension(db(), {
      planYearId: id,
      censusId: null,
      closesOn: '2026-12-05',
      reason: 'Shortened',
      by: 2,
    });
    await addExtension(db(), {
      planYearId: id,
      censusId: census['W-1']!,
      closesOn: '2026-12-20',
      reason: 'On leave',
      by: 1,
    });
    expect(await extensionsFor(db(), id, census['W-1']!)).toEqual({
      group: '2026-12-05',
      employee: '2026-12-20',
    });
    expect(await extensionsFor(db(), id, census['W-2']!)).toEqual({ group: '2026-12-05', employee: null });
    expect((await extensionHistory(db(), id)).map((e) => [e.reason, e.createdBy])).toEqual([
      ['On leave', 1],
      ['Shortened', 2],
      ['Holidays', 1],
    ]);
    await expect(
      addExtension(db(), { planYearId: id, censusId: null, closesOn: '2026-12-05', reason: '', by: 1 }),
    ).rejects.toThrow();
    expect(
      await enrollmentStatus(db(), { groupId, censusId: census['W-1']!, today: '2026-12-15' }),
    ).toMatchObject({
      reason: 'open-enrollment',
      daysLeft: 5,
      extended: true,
    });
    // W-2 is hired in February: the group's extension is over for them, their own window is ahead
    expect(await enrollmentStatus(db(), { groupId, censusId: census['W-2']!, today: '2026-12-15' })).toEqual({
      may: false,
      reason: 'new-hire-upcoming',
      opensOn: '2027-02-20',
      coverageStartsOn: '2027-04-01',
    });
  });

  it('a new hire hired today: their own window and when coverage starts, by the group rule', async () => {
    expect(await waitingPeriodOf(db(), groupId)).toEqual({
      rule: 'first-of-month-after',
      days: 30,
      electionDays: 30,
    });
    expect(await enrollmentStatus(db(), { groupId, censusId: census['W-2']!, today })).toMatchObject({
      reason: 'new-hire',
      closesOn: '2027-03-22',
      coverageStartsOn: '2027-04-01',
    });
    await saveWaitingPeriod(db(), groupId, { rule: 'hire-date', days: 0, electionDays: 31 }, 1);
    expect(await enrollmentStatus(db(), { groupId, censusId: census['W-2']!, today })).toMatchObject({
      reason: 'new-hire',
      closesOn: '2027-03-23',
      coverageStartsOn: '2027-02-20',
    });
  });

  it('reports an event only of a kind the group offers, within its window', async () => {
    const w1 = census['W-1']!;
    const by = { kind: 'invitation' as const, id: null };
    await setGroupKind(db(), groupId, 'move', false, 1);
    expect((await offeredKinds(db(), groupId, 'en')).map((k) => k.kind)).not.toContain('move');
    expect(
      await reportEvent(db(), {
        groupId,
        censusId: w1,
        memberUserId: null,
        kind: 'move',
        eventDate: today,
        today,
        by,
      }),
    ).toEqual({ ok: false, reason: 'kind-not-offered' });
    expect(
      await reportEvent(db(), {
        groupId,
        censusId: w1,
        memberUserId: null,
        kind: 'birth',
        eventDate: '2027-01-20',
        today,
        by,
      }),
    ).toEqual({ ok: false, reason: 'too-late', deadline: '2027-02-19' });
    const birth = await reportEvent(db(), {
      groupId,
      censusId: w1,
      memberUserId: null,
      kind: 'birth',
      eventDate: '2027-02-10',
      today,
      by,
    });
    expect(birth).toMatchObject({
      ok: true,
      deadline: '2027-03-12',
      documentsDueOn: '2027-03-22',
      effectiveOn: '2027-02-10',
    });
    const noDoc = await reportEvent(db(), {
      groupId,
      censusId: w1,
      memberUserId: null,
      kind: 'marriage',
      eventDate: '2027-02-15',
      today,
      by,
    });
    expect(noDoc.ok).toBe(true);
    if (!birth.ok || !noDoc.ok) return;

    // documents sealed, one per content
    const doc = checkDocument('cert.png', PNG);
    if (!doc.ok) throw new Error(doc.message);
    const first = await addDocument(db(), key(), birth.eventId, doc, PNG, by);
    expect(await addDocument(db(), key(), birth.eventId, doc, PNG, by)).toBe(first);
    expect(Array.from((await readDocument(db(), key(), first))!.bytes)).toEqual(Array.from(PNG));
    expect(await documentsOf(db(), key(), birth.eventId)).toMatchObject([
      { documentId: first, fileName: 'cert.png', contentType: 'image/png', byteSize: PNG.length },
    ]);
    expect((await eventsOfEmployee(db(), { censusId: w1 })).map((e) => [e.kind, e.documents])).toEqual([
      ['marriage', 0],
      ['birth', 1],
    ]);

    // the follow-up list: the nearest day due first (the marriage's missing document is due 22 March,
    // its deadline is 17 March; the birth has its document, so its deadline, 12 March)
    expect((await followUpList(db(), groupId)).map((e) => [e.kind, e.dueOn, e.missingDocument])).toEqual([
      ['birth', '2027-03-12', false],
      ['marriage', '2027-03-17', true],
    ]);

    // a decision is made once, its reason sealed
    expect(
      await decideEvent(db(), key(), birth.eventId, {
        status: 'approved',
        reason: 'Certificate checked',
        by: 5,
      }),
    ).toBe(true);
    expect(
      await decideEvent(db(), key(), birth.eventId, { status: 'denied', reason: 'Too late', by: 6 }),
    ).toBe(false);
    expect(await eventById(db(), birth.eventId)).toMatchObject({ status: 'approved', decidedBy: 5 });
    expect(await decisionReason(db(), key(), birth.eventId)).toBe('Certificate checked');

    // the marriage certificate never came: expired the day after its documents' day, not before
    expect(await expireOverdue(db(), '2027-03-22')).not.toContain(noDoc.eventId);
    expect(await expireOverdue(db(), '2027-03-23')).toContain(noDoc.eventId);
    expect((await eventById(db(), noDoc.eventId))!.status).toBe('expired');
    expect((await eventById(db(), birth.eventId))!.status).toBe('approved');
    expect(await decideEvent(db(), key(), noDoc.eventId, { status: 'approved', reason: 'Late', by: 5 })).toBe(
      false,
    );
  });

  it('sends a reminder at most once a day', async () => {
    const subject = `census:${census['W-1']}`;
    expect(await claimReminder(db(), 'invitation-window', subject, today)).toBe(true);
    expect(await claimReminder(db(), 'invitation-window', subject, today)).toBe(false);
    expect(await claimReminder(db(), 'documents-due', subject, today)).toBe(true);
    expect(await claimReminder(db(), 'invitation-window', subject, addDays(today, 1))).toBe(true);
  });

  it('migration 0043: a birth and an adoption seeded with the spouse lose it; a catalogue changed since is kept', async () => {
    const sql = readFileSync(
      join(import.meta.dirname, '../../db/migrations/0043_birth_adds_the_child.sql'),
      'utf8',
    );
    const allows = async () =>
      Object.fromEntries(
        (
          await db().query<{ kind: string; allows: string[] }>(
            `SELECT kind, allows FROM life_event_kinds WHERE kind IN ('birth', 'adoption')`,
          )
        ).map((r) => [r.kind, r.allows]),
      );
    const before = await allows();
    try {
      await db().query(
        `UPDATE life_event_kinds SET allows = ARRAY['enroll-self', 'add-spouse', 'add-child', 'change-tier'] WHERE kind = 'birth'`,
      );
      await db().query(
        `UPDATE life_event_kinds SET allows = ARRAY['add-child', 'add-spouse'] WHERE kind = 'adoption'`,
      );
      await db().query(sql);
      expect(await allows()).toEqual({
        birth: ['enroll-self', 'add-child', 'change-tier'],
        adoption: ['add-child', 'add-spouse'],
      });
    } finally {
      for (const [kind, a] of Object.entries(before))
        await db().query('UPDATE life_event_kinds SET allows = $2::text[] WHERE kind = $1', [kind, a]);
    }
  });
}
