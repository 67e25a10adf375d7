// The demo world's six months of history (issue 32): the reports a newcomer opens show figures for
// the recent weeks in both reps' books, and a re-seed on a later day moves the history, not adds to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@bs/contract';
import { api, createTestDb, describeEachDriver, DRIVERS } from '../../test/harness';
import { sessionHeaders, type Who } from '../../test/sign-in';
import { migrate } from '../db/migrate';
import type { Db } from '../db/types';
import { seedHistoryDemo } from './history-demo';
import { seed } from '.';
import { loadConfig } from '../config';
import { loadAllTenants } from '../tenants/load-tenants';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describeEachDriver('demo history (seed)', (ctx) => {
  const report = async (kind: string, who: Who, days: number) => {
    const q = new URLSearchParams({ report: kind, from: iso(Date.now() - days * DAY), to: iso(Date.now()) });
    const r = await ctx().call({ url: api(`get-report?${q}`), headers: await sessionHeaders(ctx(), who) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (r.body.data as Report).rows;
  };

  it("fills rep 10109's last 90 days week by week, and both reps' last six months", async () => {
    const weeks = await report('by-week', 'rep10109', 90);
    // Every full week of the range has enrollments (the first and last may be partial).
    expect(weeks.slice(1, -1).every((w) => w.values[0]! > 0)).toBe(true);
    for (const who of ['rep10109', 'rep20417'] as const) {
      const months = await report('by-month', who, 175);
      expect(
        months.every((m) => m.values[0]! > 0),
        who,
      ).toBe(true);
    }
    const groups = await report('by-group', 'rep10109', 180);
    expect(groups.map((g) => g.label)).toEqual(
      expect.arrayContaining(['Northwind Traders', 'Riverside Unified School District']),
    );
  });
});

for (const driver of DRIVERS) {
  describe(`demo history re-seeded on a later day [${driver}]`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, drop } = await createTestDb(driver));
      await migrate(db);
      const config = loadConfig({});
      await seed(db, {
        tenants: loadAllTenants(config.tenantsDir),
        codePepper: config.codePepper,
        dataKey: config.dataKey,
      });
    });
    afterAll(async () => drop());

    const state = async () =>
      (
        await db.query<{ n: number; lines: number; audit: number; invitations: number; newest: string }>(
          `SELECT count(*)::int AS n,
             (SELECT count(*)::int FROM cart_items WHERE enrollment_id LIKE 'demo-history-%') AS lines,
             (SELECT count(*)::int FROM enrollment_audit WHERE enrollment_id LIKE 'demo-history-%') AS audit,
             (SELECT count(*)::int FROM invitation_events v JOIN census_employees c USING (census_id)
               WHERE c.group_id = 77 AND c.employee_id LIKE 'NW-2%') AS invitations,
             to_char(max(completed_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS newest
           FROM enrollments WHERE enrollment_id LIKE 'demo-history-%'`,
        )
      )[0]!;

    it('moves the dates to the new day and adds no row', async () => {
      const before = await state();
      expect(before.newest).toBe(iso(Date.now() - DAY));
      // Each demo invitation's story is in the change history once (sent, opened, reminded, declined).
      expect(before.invitations).toBeGreaterThan(0);
      await seedHistoryDemo(db, Date.now() + 7 * DAY);
      const after = await state();
      expect(after).toEqual({ ...before, newest: iso(Date.now() + 6 * DAY) });
      const [board] = await db.query<{ waived: number; pending: number }>(
        `SELECT count(*) FILTER (WHERE waived_at IS NOT NULL)::int AS waived,
                count(*) FILTER (WHERE invited_at IS NOT NULL AND enrolled_at IS NULL AND waived_at IS NULL)::int AS pending
           FROM census_employees WHERE group_id = 77 AND employee_id LIKE 'NW-2%'`,
      );
      expect(board).toEqual({ waived: 2, pending: 3 });
    });
  });
}
