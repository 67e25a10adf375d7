// The storage of EOI settings, cases and plan documents (migration 0032) on both drivers, on the
// worker's migrated and seeded database, with members of its own and Guardian Term Life 20 (1003)
// and Keystone Term Life 10 (1018); the settings are removed afterwards (no seed has any).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver, type TestCtx } from '../../../test/harness';
import { amountCarried } from './eoi-rules';
import {
  caseById,
  casesOfMember,
  eoiSettingsOf,
  expireOverdueCases,
  openCase,
  pendingOfBook,
  recordDecision,
  saveEoiSettings,
  sealedPartsOf,
} from './eoi.repository';
import { checkPlanDocument } from './plan-document';
import {
  documentsOfPlan,
  readPlanDocument,
  removePlanDocument,
  savePlanDocument,
} from './plan-documents.repository';

const TERM_LIFE = 1003;
const KEYSTONE = 1018;
const GI = { guaranteedIssue: 100_000, eoiOnIncrease: false, eoiForLateEntrants: true, expiresAfterDays: 60 };

describeEachDriver('EOI and plan documents storage', (ctx) => describeOwnMembers(ctx));

function describeOwnMembers(ctx: () => TestCtx) {
  const db = () => ctx().db;
  const key = () => ctx().config.dataKey;
  const ana = 9_100_000 + randomInt(400_000);
  const ben = ana + 500_000;
  // The seed's settings of the plans this file changes, put back after it: other files of the
  // same worker share the database and price plan 1003 by them.
  let seeded: [number, Awaited<ReturnType<typeof eoiSettingsOf>>][] = [];

  beforeAll(async () => {
    seeded = [
      [TERM_LIFE, await eoiSettingsOf(db(), TERM_LIFE)],
      [KEYSTONE, await eoiSettingsOf(db(), KEYSTONE)],
    ];
    for (const [id, name] of [
      [ana, 'Ana'],
      [ben, 'Ben'],
    ] as const)
      await db().query(
        `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id)
         VALUES ($1, $2, 'Eoi', $3, '1985-04-04', 10109, 77)`,
        [id, name, `${name.toLowerCase()}.${id}@example.com`],
      );
    await saveEoiSettings(db(), TERM_LIFE, GI, 1);
  });

  afterAll(async () => {
    await db().query('DELETE FROM eoi_cases WHERE member_user_id IN ($1, $2)', [ana, ben]);
    await db().query('DELETE FROM plan_eoi_settings WHERE plan_id IN ($1, $2)', [TERM_LIFE, KEYSTONE]);
    for (const [plan, settings] of seeded) if (settings) await saveEoiSettings(db(), plan, settings, null);
    await db().query('DELETE FROM plan_documents WHERE plan_id = $1 AND uploaded_by = 424242', [KEYSTONE]);
    await db().query('DELETE FROM members WHERE user_id IN ($1, $2)', [ana, ben]);
  });

  it('keeps a plan’s settings; a plan without them needs no evidence', async () => {
    expect(await eoiSettingsOf(db(), TERM_LIFE)).toEqual(GI);
    await saveEoiSettings(db(), TERM_LIFE, { ...GI, expiresAfterDays: 45 }, 2);
    expect(await eoiSettingsOf(db(), TERM_LIFE)).toMatchObject({ expiresAfterDays: 45 });
    await saveEoiSettings(db(), TERM_LIFE, GI, 1);
    expect(await eoiSettingsOf(db(), KEYSTONE)).toBeNull();
    expect(
      await openCase(db(), key(), {
        memberUserId: ana,
        planId: KEYSTONE,
        election: { elected: 250_000, currentApproved: 0, lateEntrant: false },
        today: '2027-01-10',
      }),
    ).toEqual({ ok: false, reason: 'no-settings' });
    await expect(
      db().query(
        `INSERT INTO plan_eoi_settings (plan_id, guaranteed_issue, expires_after_days) VALUES ($1, 1, 0)`,
        [KEYSTONE],
      ),
    ).rejects.toThrow();
  });

  it('opens a case only when something is pending, with the answers sealed', async () => {
    const none = await openCase(db(), key(), {
      memberUserId: ana,
      planId: TERM_LIFE,
      election: { elected: 100_000, currentApproved: 0, lateEntrant: false },
      today: '2027-01-10',
    });
    expect(none).toEqual({ ok: true, caseId: null, approvedNow: 100_000, pending: 0, reasons: [] });
    const opened = await openCase(db(), key(), {
      memberUserId: ana,
      planId: TERM_LIFE,
      election: { elected: 250_000, currentApproved: 0, lateEntrant: false },
      today: '2027-01-10',
      answers: { q1: 'no', q2: 'yes: asthma' },
    });
    expect(opened).toMatchObject({ ok: true, approvedNow: 100_000, pending: 150_000, reasons: ['above-gi'] });
    const id = opened.ok ? opened.caseId! : 0;
    expect(await caseById(db(), id)).toMatchObject({
      memberUserId: ana,
      planId: TERM_LIFE,
      elected: 250_000,
      approvedNow: 100_000,
      pending: 150_000,
      granted: null,
      status: 'pending',
      openedOn: '2027-01-10',
      expiresOn: '2027-03-11',
      decidedOn: null,
    });
    const [raw] = await db().query<{ answers_enc: string }>(
      'SELECT answers_enc FROM eoi_cases WHERE case_id = $1',
      [id],
    );
    expect(raw!.answers_enc).not.toContain('asthma');
    expect(await sealedPartsOf(db(), key(), id)).toEqual({
      reason: null,
      answers: { q1: 'no', q2: 'yes: asthma' },
    });
    // one open case per member and plan: the database refuses a second
    await expect(
      db().query(
        `INSERT INTO eoi_cases (member_user_id, plan_id, elected, approved_now, pending, reasons, opened_on, expires_on)
         VALUES ($1, $2, 2, 1, 1, '{}', '2027-01-10', '2027-02-10')`,
        [ana, TERM_LIFE],
      ),
    ).rejects.toThrow();
    // and its amounts must add up
    await expect(
      db().query(
        `INSERT INTO eoi_cases (member_user_id, plan_id, elected, approved_now, pending, reasons, opened_on, expires_on)
         VALUES ($1, $2, 3, 1, 1, '{}', '2027-01-10', '2027-02-10')`,
        [ben, TERM_LIFE],
      ),
    ).rejects.toThrow();
  });

  it('lists a book’s pending cases oldest first and records a partial approval once', async () => {
    const benCase = await openCase(db(), key(), {
      memberUserId: ben,
      planId: TERM_LIFE,
      election: { elected: 50_000, currentApproved: 0, lateEntrant: true },
      today: '2027-01-05',
    });
    expect(benCase).toMatchObject({ approvedNow: 0, pending: 50_000, reasons: ['late-entrant'] });
    const mine = (await pendingOfBook(db(), 10109)).filter(
      (c) => c.memberUserId === ana || c.memberUserId === ben,
    );
    expect(mine.map((c) => [c.memberUserId, c.openedOn])).toEqual([
      [ben, '2027-01-05'],
      [ana, '2027-01-10'],
    ]);
    expect((await pendingOfBook(db(), 10110)).some((c) => c.memberUserId === ana)).toBe(false);

    const [anaCase] = await casesOfMember(db(), ana);
    expect(
      await recordDecision(db(), key(), anaCase!.caseId, {
        decision: { kind: 'approve-part', amount: 150_001 },
        on: '2027-02-01',
        reason: null,
        by: 7,
      }),
    ).toEqual({ ok: false, reason: 'amount-out-of-range' });
    expect(
      await recordDecision(db(), key(), anaCase!.caseId, {
        decision: { kind: 'approve-part', amount: 100_000 },
        on: '2027-02-01',
        reason: 'Build and weight within table 2',
        by: 7,
      }),
      // Ana holds no coverage of the plan here: no premium to price (ADR 0039)
    ).toEqual({ ok: true, status: 'partly-approved', granted: 100_000, premiumAfterCents: null });
    const decided = (await caseById(db(), anaCase!.caseId))!;
    expect(decided).toMatchObject({
      status: 'partly-approved',
      granted: 100_000,
      decidedBy: 7,
      decidedOn: '2027-02-01',
      effectiveOn: '2027-02-01',
    });
    expect(amountCarried(decided, '2027-01-31')).toBe(100_000);
    expect(amountCarried(decided, '2027-02-01')).toBe(200_000);
    expect((await sealedPartsOf(db(), key(), anaCase!.caseId))!.reason).toBe(
      'Build and weight within table 2',
    );
    expect(
      await recordDecision(db(), key(), anaCase!.caseId, {
        decision: { kind: 'deny' },
        on: '2027-02-02',
        reason: null,
        by: 8,
      }),
    ).toEqual({ ok: false, reason: 'not-pending' });
    // the database holds the rule too: a partial approval grants less than the pending amount
    await expect(
      db().query(`UPDATE eoi_cases SET status = 'partly-approved', granted = 150000 WHERE case_id = $1`, [
        anaCase!.caseId,
      ]),
    ).rejects.toThrow();
  });

  it('expires pending cases from their day, and a new election replaces an open case', async () => {
    const [benCase] = await casesOfMember(db(), ben);
    expect(await expireOverdueCases(db(), '2027-03-05')).not.toContain(benCase!.caseId);
    const replaced = await openCase(db(), key(), {
      memberUserId: ben,
      planId: TERM_LIFE,
      election: { elected: 60_000, currentApproved: 0, lateEntrant: true },
      today: '2027-01-20',
    });
    const cases = await casesOfMember(db(), ben);
    expect(cases.map((c) => [c.status, c.elected])).toEqual([
      ['pending', 60_000],
      ['expired', 50_000],
    ]);
    // opened on 2027-01-20 with 60 days: still pending on 2027-03-20, expired from 2027-03-21
    const replacedId = replaced.ok ? replaced.caseId : -1;
    expect(await expireOverdueCases(db(), '2027-03-20')).not.toContain(replacedId);
    expect(await expireOverdueCases(db(), '2027-03-21')).toContain(replacedId);
    expect(await caseById(db(), replaced.ok ? replaced.caseId! : 0)).toMatchObject({
      status: 'expired',
      granted: 0,
    });
  });

  it('stores a plan document sealed, per kind and language, English as the fallback', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n% Keystone SBC 2027\n%%EOF\n');
    const checked = checkPlanDocument('Keystone SBC.pdf', pdf);
    if (!checked.ok) throw new Error(checked.message);
    const by = { planId: KEYSTONE, by: 424242 } as const;
    const en = await savePlanDocument(db(), key(), { ...by, language: 'en', kind: 'sbc' }, checked, pdf);
    const [raw] = await db().query<{ content_enc: string; file_name_enc: string }>(
      'SELECT content_enc, file_name_enc FROM plan_documents WHERE document_id = $1',
      [en],
    );
    expect(raw!.file_name_enc).not.toContain('Keystone');
    expect(Buffer.from(raw!.content_enc).toString()).not.toContain('%PDF');
    expect(
      (await documentsOfPlan(db(), key(), KEYSTONE, 'es')).map((d) => [d.kind, d.language, d.fileName]),
    ).toEqual([['sbc', 'en', 'Keystone SBC.pdf']]);
    const esPdf = new TextEncoder().encode('%PDF-1.7\n% Resumen de beneficios\n%%EOF\n');
    const esChecked = checkPlanDocument('Resumen.pdf', esPdf);
    if (!esChecked.ok) throw new Error(esChecked.message);
    const es = await savePlanDocument(db(), key(), { ...by, language: 'es', kind: 'sbc' }, esChecked, esPdf);
    expect((await documentsOfPlan(db(), key(), KEYSTONE, 'es')).map((d) => d.documentId)).toEqual([es]);
    expect((await documentsOfPlan(db(), key(), KEYSTONE, 'en')).map((d) => d.documentId)).toEqual([en]);
    // a new upload of the same kind and language replaces it
    expect(
      await savePlanDocument(db(), key(), { ...by, language: 'es', kind: 'sbc' }, esChecked, esPdf),
    ).toBe(es);
    const read = await readPlanDocument(db(), key(), en);
    expect(read).toMatchObject({ fileName: 'Keystone SBC.pdf', byteSize: pdf.length, language: 'en' });
    expect(Buffer.compare(read!.bytes, Buffer.from(pdf))).toBe(0);
    await expect(
      db().query(
        `INSERT INTO plan_documents (plan_id, language, kind, file_name_enc, content_type, byte_size, sha256, content_enc)
         VALUES ($1, 'en', 'brochure', 'x', 'image/png', 10, $2, 'x')`,
        [KEYSTONE, 'a'.repeat(64)],
      ),
    ).rejects.toThrow();
    expect(await removePlanDocument(db(), es)).toBe(true);
    expect(await readPlanDocument(db(), key(), es)).toBeNull();
  });
}
