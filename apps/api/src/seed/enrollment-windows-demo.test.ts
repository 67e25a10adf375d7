// The demo enrollment calendar follows the day of the seed, and never overwrites what a person did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DRIVERS } from '../../test/harness';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import type { Db } from '../db/types';
import { pdfText } from '../../test/pdf-text';
import { addDays, todayUtc } from '../kernel/enrollment-windows/calendar-days';
import { enrollmentStatus } from '../kernel/enrollment-windows/enrollment-status.service';
import { eventsOfEmployee, followUpList } from '../kernel/enrollment-windows/life-events.repository';
import { catalogue, offeredKinds } from '../kernel/enrollment-windows/life-event-kinds.repository';
import { documentsOf, readDocument } from '../kernel/enrollment-windows/life-event-documents.repository';
import { loadAllTenants } from '../tenants/load-tenants';
import { seedEnrollmentWindows } from './enrollment-windows-demo';
import { seed } from '.';

const config = loadConfig({});
const today = todayUtc();

for (const driver of DRIVERS) {
  describe(`demo enrollment calendar [${driver}]`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, drop } = await createTestDb(driver));
      await migrate(db);
      await seed(db, {
        tenants: loadAllTenants(config.tenantsDir),
        codePepper: 'p',
        dataKey: config.dataKey,
      });
    });
    afterAll(async () => drop());

    const years = (groupId: number) =>
      db.query<{ opens: string; closes: string; starts: string }>(
        `SELECT oe_opens_on::text AS opens, oe_closes_on::text AS closes, starts_on::text AS starts
           FROM group_plan_years WHERE group_id = $1`,
        [groupId],
      );
    const birth = () =>
      db.query<{ event_date: string; status: string; docs: number }>(
        `SELECT e.event_date::text AS event_date, e.status,
                (SELECT count(*)::int FROM life_event_documents d WHERE d.event_id = e.event_id) AS docs
           FROM life_events e JOIN census_employees c ON c.census_id = e.census_id
          WHERE c.group_id = 4100 AND c.employee_id = 'LK-1003'`,
      );

    it('the demo world: Northwind in open enrollment for 10 more days, Lakeside closed', async () => {
      expect(await enrollmentStatus(db, { groupId: 77, today })).toMatchObject({
        may: true,
        reason: 'open-enrollment',
        daysLeft: 10,
        closesOn: addDays(today, 10),
      });
      const [ana] = await db.query<{ id: number }>(
        `SELECT census_id::int AS id FROM census_employees WHERE group_id = 4100 AND employee_id = 'LK-1001'`,
      );
      expect(await enrollmentStatus(db, { groupId: 4100, censusId: ana!.id, today })).toEqual({
        may: false,
        reason: 'closed',
        canReportEvent: true,
      });
    });

    it("the demo world: Lakeside's new hires, Ben in his own window and Jamal told from when he may enroll", async () => {
      const census = async (employeeId: string) =>
        (
          await db.query<{ id: number; hired: string }>(
            `SELECT census_id::int AS id, hire_date::text AS hired FROM census_employees
              WHERE group_id = 4100 AND employee_id = $1`,
            [employeeId],
          )
        )[0]!;
      const ben = await census('LK-1002');
      expect(ben.hired).toBe(addDays(today, -10));
      expect(await enrollmentStatus(db, { groupId: 4100, censusId: ben.id, today })).toMatchObject({
        may: true,
        reason: 'new-hire',
        closesOn: addDays(today, 20),
      });
      const jamal = await census('LK-1010');
      expect(jamal.hired).toBe(addDays(today, 7));
      expect(await enrollmentStatus(db, { groupId: 4100, censusId: jamal.id, today })).toMatchObject({
        may: false,
        reason: 'new-hire-upcoming',
        opensOn: addDays(today, 7),
      });
      // Once enrolled, a later seed leaves his hire date alone.
      await db.query(`UPDATE census_employees SET enrolled_at = now() WHERE census_id = $1`, [ben.id]);
      await db.transaction((tx) => seedEnrollmentWindows(tx, config.dataKey, addDays(today, 3)));
      expect((await census('LK-1002')).hired).toBe(addDays(today, -10));
      expect((await census('LK-1010')).hired).toBe(addDays(today, 10));
      await db.query(`UPDATE census_employees SET enrolled_at = NULL WHERE census_id = $1`, [ben.id]);
      await db.transaction((tx) => seedEnrollmentWindows(tx, config.dataKey, today));
    });

    it("the demo world: Carla's pending birth with its sealed certificate, first on Lakeside's follow-up list", async () => {
      const [carla] = await db.query<{ id: number }>(
        `SELECT census_id::int AS id FROM census_employees WHERE group_id = 4100 AND employee_id = 'LK-1003'`,
      );
      const [birth] = await eventsOfEmployee(db, { censusId: carla!.id });
      expect(birth).toMatchObject({
        kind: 'birth',
        status: 'pending',
        eventDate: addDays(today, -10),
        effectiveOn: addDays(today, -10),
        deadline: addDays(today, 20),
        reasonCode: '02',
        documents: 1,
      });
      expect(await enrollmentStatus(db, { groupId: 4100, censusId: carla!.id, today })).toMatchObject({
        reason: 'life-event',
        eventId: birth!.eventId,
        awaitingApproval: true,
        coverageStartsOn: addDays(today, -10),
      });
      const [doc] = await documentsOf(db, config.dataKey, birth!.eventId);
      expect(doc).toMatchObject({ fileName: 'birth-certificate.pdf', contentType: 'application/pdf' });
      const [raw] = await db.query<{ content_enc: string; file_name_enc: string }>(
        'SELECT content_enc, file_name_enc FROM life_event_documents WHERE document_id = $1',
        [doc!.documentId],
      );
      expect(raw!.content_enc).toMatch(/^v2\./);
      expect(raw!.file_name_enc).not.toContain('birth');
      const opened = await readDocument(db, config.dataKey, doc!.documentId);
      expect(await pdfText(opened!.bytes)).toContain('BIRTH CERTIFICATE');
      const due = await followUpList(db, 4100);
      expect(due.map((e) => e.eventId)).toContain(birth!.eventId);
    });

    it('the demo world: Lakeside has turned "Move to a new address" off, Northwind offers it', async () => {
      expect((await offeredKinds(db, 4100, 'en')).map((k) => k.kind)).not.toContain('move');
      expect((await offeredKinds(db, 4100, 'en')).map((k) => k.kind)).toContain('birth');
      expect((await offeredKinds(db, 77, 'en')).map((k) => k.kind)).toContain('move');
    });

    it('the default catalogue in both languages', async () => {
      const es = await catalogue(db, 'es');
      expect(es.find((k) => k.kind === 'birth')).toMatchObject({
        label: 'Nacimiento',
        reasonCode: '02',
        active: true,
      });
      expect((await catalogue(db, 'en')).map((k) => k.kind)).toEqual(
        expect.arrayContaining([
          'marriage',
          'divorce',
          'birth',
          'adoption',
          'death-of-dependent',
          'loss-of-coverage',
        ]),
      );
    });

    it('a seed on a later day moves the seeded dates to that day, keeping one of each', async () => {
      const later = addDays(todayUtc(), 40);
      await seedEnrollmentWindows(db, config.dataKey, later);
      const [nw] = await years(77);
      expect(await years(77)).toHaveLength(1);
      expect(nw).toMatchObject({ opens: addDays(later, -5), closes: addDays(later, 10) });
      const lk = await years(4100);
      expect(lk).toHaveLength(1);
      expect(lk[0]!.closes < later).toBe(true);
      expect(await birth()).toEqual([{ event_date: addDays(later, -10), status: 'pending', docs: 1 }]);
    });

    it('keeps a plan year an administrator saved and an event someone decided', async () => {
      await db.query(
        `UPDATE group_plan_years SET oe_closes_on = oe_closes_on + 1, updated_by = 42 WHERE group_id = 77`,
      );
      await db.query(
        `UPDATE life_events SET status = 'approved', decided_by = 42, decided_at = now()
          WHERE kind = 'birth' AND census_id IN (SELECT census_id FROM census_employees WHERE group_id = 4100)`,
      );
      const before = { nw: await years(77), birth: await birth() };
      await seedEnrollmentWindows(db, config.dataKey, addDays(todayUtc(), 80));
      expect(await years(77)).toEqual(before.nw);
      expect(await birth()).toEqual(before.birth);
      // the catalogue is added once: a kind the platform administrator retired stays retired
      await db.query(`UPDATE life_event_kinds SET active = false WHERE kind = 'move'`);
      await seedEnrollmentWindows(db, config.dataKey);
      expect((await db.query(`SELECT active FROM life_event_kinds WHERE kind = 'move'`))[0]).toEqual({
        active: false,
      });
    });
  });
}
