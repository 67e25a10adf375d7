import type { Language } from '@bs/domain';
import type { Queryable } from '../../db';
import type { IsoDate } from './calendar-days';
import { eventsOfEmployee, reportedEvent } from './life-events.repository';
import { catalogue, offeredKinds } from './life-event-kinds.repository';
import { mayEnroll, type MayEnroll } from './may-enroll';
import { currentPlanYear } from './open-enrollment';
import { extensionsFor, planYearsOf, waitingPeriodOf } from './windows.repository';

/**
 * Whether an employee of a group may enroll today, read from the database: the group's plan years
 * (the one that concerns today) with its extensions, the census hire date and the group's waiting
 * period, and the employee's reported events. One answer for the store, the invitation landing and
 * the board (ADR 0034).
 */
export async function enrollmentStatus(
  db: Queryable,
  who: {
    groupId: number;
    censusId?: number | null;
    memberUserId?: number | null;
    today: IsoDate;
    lang?: Language;
  },
): Promise<MayEnroll> {
  const censusId = who.censusId ?? null;
  const years = await planYearsOf(db, who.groupId);
  const groupExt = new Map<number, IsoDate | null>();
  for (const y of years)
    groupExt.set(y.planYearId, (await extensionsFor(db, y.planYearId, null)).group ?? null);
  const year = currentPlanYear(years, who.today, (y) => groupExt.get(y.planYearId) ?? null);
  const extensions = year ? await extensionsFor(db, year.planYearId, censusId) : {};
  const [hire] =
    censusId === null
      ? []
      : await db.query<{ hire_date: string | null }>(
          'SELECT hire_date::text AS hire_date FROM census_employees WHERE census_id = $1 AND group_id = $2',
          [censusId, who.groupId],
        );
  const lang = who.lang ?? 'en';
  const kinds = new Map((await catalogue(db, lang)).map((k) => [k.kind, k]));
  const stored = await eventsOfEmployee(db, { censusId, memberUserId: who.memberUserId ?? null });
  return mayEnroll({
    today: who.today,
    planYear: year,
    extensions,
    hireDate: hire?.hire_date ?? null,
    waitingPeriod: await waitingPeriodOf(db, who.groupId),
    events: stored.filter((e) => e.groupId === who.groupId).map((e) => reportedEvent(e, kinds.get(e.kind)!)),
    offeredKinds: await offeredKinds(db, who.groupId, lang),
  });
}
